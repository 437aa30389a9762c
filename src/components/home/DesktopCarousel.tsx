import type { Testimonial } from '#/lib/testimonials.ts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { labels } from '#/config/labels.ts';
import CarouselButton from '#/components/home/CarouselButton.tsx';
import TestimonialRow from '#/components/home/TestimonialRow.tsx';

interface Props {
  testimonials: Testimonial[];
}

/** Wrapping at the ends; with every card in view (two or three quotes) there are no controls. */
export default function DesktopCarousel({ testimonials }: Props) {
  const track = useRef<HTMLUListElement>(null);
  const [overflows, setOverflows] = useState(true);

  useEffect(() => {
    const row = track.current;
    if (!row) return;
    const measure = () => setOverflows(row.scrollWidth > row.clientWidth + 2);
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    return () => observer.disconnect();
  }, []);

  const page = (direction: 1 | -1) => {
    const row = track.current;
    if (!row) return;
    const end = row.scrollWidth - row.clientWidth;
    const atEdge = direction === 1 ? row.scrollLeft >= end - 2 : row.scrollLeft <= 2;
    if (atEdge) row.scrollTo({ left: direction === 1 ? 0 : end });
    else row.scrollBy({ left: direction * row.clientWidth });
  };

  return (
    <div role="region" aria-roledescription="carousel" aria-label={labels.testimonialsCarousel}>
      <TestimonialRow testimonials={testimonials} trackRef={track} />
      {overflows && (
        <div className="mt-4 flex justify-end gap-3">
          <CarouselButton label={labels.previousTestimonial} onClick={() => page(-1)}>
            <ChevronLeft className="size-5" aria-hidden="true" />
          </CarouselButton>
          <CarouselButton label={labels.nextTestimonial} onClick={() => page(1)}>
            <ChevronRight className="size-5" aria-hidden="true" />
          </CarouselButton>
        </div>
      )}
    </div>
  );
}
