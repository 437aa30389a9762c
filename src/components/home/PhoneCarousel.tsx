import type { Testimonial } from '#/lib/testimonials.ts';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { labels } from '#/config/labels.ts';
import CarouselButton from '#/components/home/CarouselButton.tsx';
import { AUTO_ADVANCE_MS, FADE_MS, wrapIndex } from '#/components/home/carousel-timing.ts';
import TestimonialCard from '#/components/home/TestimonialCard.tsx';

interface Props {
  testimonials: Testimonial[];
  /** False under prefers-reduced-motion. */
  autoAdvance: boolean;
}

/** A change fades out for 500 ms, then swaps; requests during the fade are ignored. */
export default function PhoneCarousel({ testimonials, autoAdvance }: Props) {
  const total = testimonials.length;
  const [index, setIndex] = useState(0);
  const [fading, setFading] = useState(false);
  const [playing, setPlaying] = useState(autoAdvance);
  const [held, setHeld] = useState(false);
  const [announce, setAnnounce] = useState(false);
  const busy = useRef(false);

  const change = useCallback((pick: (current: number) => number) => {
    if (busy.current) return;
    busy.current = true;
    setFading(true);
    window.setTimeout(() => {
      setIndex((current) => pick(current));
      setFading(false);
      busy.current = false;
    }, FADE_MS);
  }, []);

  useEffect(() => {
    if (!playing || held) return;
    const timer = window.setInterval(() => {
      setAnnounce(false);
      change((current) => wrapIndex(current, 1, total));
    }, AUTO_ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [playing, held, change, total]);

  const byUser = (pick: (current: number) => number) => () => {
    setAnnounce(true);
    change(pick);
  };
  const testimonial = testimonials[index];

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={labels.testimonialsCarousel}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
    >
      <div aria-live={announce ? 'polite' : 'off'} aria-atomic="true">
        <div
          role="group"
          aria-roledescription="slide"
          aria-label={labels.slideOf(index + 1, total)}
          data-fading={fading}
          className="transition-opacity duration-(--duration-fade) data-[fading=true]:opacity-0"
        >
          {testimonial && <TestimonialCard testimonial={testimonial} />}
        </div>
      </div>
      <div className="mt-5 flex items-center justify-between gap-2">
        <CarouselButton label={labels.previousTestimonial} onClick={byUser((current) => wrapIndex(current, -1, total))}>
          <ChevronLeft className="size-5" aria-hidden="true" />
        </CarouselButton>
        <ul className="flex flex-wrap justify-center">
          {testimonials.map((_, dot) => (
            <li key={dot}>
              <button
                type="button"
                aria-label={labels.showTestimonial(dot + 1)}
                aria-current={dot === index ? 'true' : undefined}
                onClick={byUser(() => dot)}
                className="group inline-flex size-6 items-center justify-center"
              >
                <span className="size-2.5 rounded-full bg-line group-aria-[current=true]:bg-primary" />
              </button>
            </li>
          ))}
        </ul>
        {/* The pause control in the same row: one line of controls, not two. */}
        {autoAdvance && (
          <CarouselButton
            label={playing ? labels.pauseRotation : labels.playRotation}
            onClick={() => setPlaying((value) => !value)}
          >
            {playing ? <Pause className="size-5" aria-hidden="true" /> : <Play className="size-5" aria-hidden="true" />}
          </CarouselButton>
        )}
        <CarouselButton label={labels.nextTestimonial} onClick={byUser((current) => wrapIndex(current, 1, total))}>
          <ChevronRight className="size-5" aria-hidden="true" />
        </CarouselButton>
      </div>
    </div>
  );
}
