import type { Testimonial } from '#/lib/testimonials.ts';
import Attribution from '#/components/ui/Attribution.tsx';
import SampleLabel from '#/components/ui/SampleLabel.tsx';

interface Props {
  testimonial: Testimonial;
}

export default function TestimonialCard({ testimonial }: Props) {
  return (
    <figure className="flex h-full flex-col rounded-lg bg-surface p-6 shadow-card sm:p-7">
      {testimonial.sample && (
        <p className="mb-2">
          <SampleLabel />
        </p>
      )}
      <p className="text-sm font-semibold tracking-wide text-accent uppercase">{testimonial.title}</p>
      <blockquote className="mt-3 flex-1 font-display text-lg text-ink">
        <p>{`“${testimonial.content}”`}</p>
      </blockquote>
      <figcaption className="mt-5 border-t border-line pt-4">
        <Attribution author={testimonial.author} age={testimonial.age} parentOf={testimonial.parentOf} />
      </figcaption>
    </figure>
  );
}
