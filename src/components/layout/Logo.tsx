import { Waves } from 'lucide-react';

interface Props {
  practiceName: string;
}

export default function Logo({ practiceName }: Props) {
  return (
    <a
      href="/"
      className="flex min-h-11 min-w-11 items-center gap-2 font-display md:shrink-0 text-lg leading-tight text-ink"
    >
      <span className="flex size-9 items-center justify-center rounded-full bg-primary text-on-primary">
        <Waves className="size-5" aria-hidden="true" />
      </span>
      <span className="max-w-44">{practiceName}</span>
    </a>
  );
}
