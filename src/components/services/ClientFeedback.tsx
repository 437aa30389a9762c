import { labels } from '#/config/labels.ts';
import Attribution from '#/components/ui/Attribution.tsx';
import SampleLabel from '#/components/ui/SampleLabel.tsx';
import type { Testimonial } from '#/lib/testimonials.ts';

interface Props {
  feedback: Testimonial;
}

export default function ClientFeedback({ feedback }: Props) {
  return (
    <section aria-labelledby="feedback-heading" className="mt-12 rounded-lg bg-primary-soft p-6 sm:p-8">
      <h2 id="feedback-heading" className="text-2xl text-ink">
        {labels.clientFeedback}
      </h2>
      <figure className="mt-4">
        {feedback.sample && (
          <p className="mb-3">
            <SampleLabel />
          </p>
        )}
        <blockquote className="font-display text-xl text-ink">
          <p>“{feedback.content}”</p>
        </blockquote>
        <figcaption className="mt-4">
          <Attribution author={feedback.author} age={feedback.age} parentOf={feedback.parentOf} />
        </figcaption>
      </figure>
    </section>
  );
}
