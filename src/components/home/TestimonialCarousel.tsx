import type { Testimonial } from '#/lib/testimonials.ts';
import IslandBoundary from '#/components/ui/IslandBoundary.tsx';
import { useMediaQuery } from '#/components/ui/use-media-query.ts';
import DesktopCarousel from '#/components/home/DesktopCarousel.tsx';
import PhoneCarousel from '#/components/home/PhoneCarousel.tsx';
import TestimonialRow from '#/components/home/TestimonialRow.tsx';

interface Props {
  testimonials: Testimonial[];
}

function Carousel({ testimonials }: Props) {
  const wide = useMediaQuery('(min-width: 768px)');
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  if (wide === undefined || reducedMotion === undefined) return <TestimonialRow testimonials={testimonials} />;
  return wide ? (
    <DesktopCarousel testimonials={testimonials} />
  ) : (
    <PhoneCarousel testimonials={testimonials} autoAdvance={!reducedMotion} />
  );
}

/** A static row on the server, a carousel once hydrated. */
export default function TestimonialCarousel({ testimonials }: Props) {
  return (
    <IslandBoundary name="testimonials" fallback={<TestimonialRow testimonials={testimonials} />}>
      <Carousel testimonials={testimonials} />
    </IslandBoundary>
  );
}
