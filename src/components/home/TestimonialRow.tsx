import type { Testimonial } from '#/lib/testimonials.ts';
import type { Ref } from 'react';
import { labels } from '#/config/labels.ts';
import TestimonialCard from '#/components/home/TestimonialCard.tsx';

interface Props {
  testimonials: Testimonial[];
  trackRef?: Ref<HTMLUListElement>;
}

/** Every testimonial in a horizontally scrolling row: 1, 2 or 3 in view by width. Works without script. */
export default function TestimonialRow({ testimonials, trackRef }: Props) {
  return (
    <ul
      ref={trackRef}
      tabIndex={0}
      aria-label={labels.testimonialsCarousel}
      className="flex snap-x snap-mandatory gap-6 overflow-x-auto scroll-smooth pb-4"
    >
      {testimonials.map((testimonial, index) => (
        <li key={index} className="w-[85%] shrink-0 snap-start md:w-[calc(50%-0.75rem)] lg:w-[calc((100%-3rem)/3)]">
          <div
            role="group"
            aria-roledescription="slide"
            aria-label={labels.slideOf(index + 1, testimonials.length)}
            className="h-full"
          >
            <TestimonialCard testimonial={testimonial} />
          </div>
        </li>
      ))}
    </ul>
  );
}
