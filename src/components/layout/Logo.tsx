import { Waves } from 'lucide-react';

interface Props {
  practiceName: string;
}

export default function Logo({ practiceName }: Props) {
  return (
    <a
      href="/"
      className="flex min-h-11 min-w-11 items-center gap-2 lg:shrink-0 font-display text-lg leading-tight text-ink"
    >
      <span className="flex size-9 items-center justify-center rounded-full bg-primary text-on-primary">
        <Waves className="size-5" aria-hidden="true" />
      </span>
      {/* Tablets (768-1023 px) keep the name for screen readers only, so the full menu fits. */}
      <span className="md:max-lg:sr-only lg:max-w-48">{practiceName}</span>
    </a>
  );
}
