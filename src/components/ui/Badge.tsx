import { Star } from 'lucide-react';

interface Props {
  label: string;
}

/** The "5-Star Client Rated" pill: five stars and a label. */
export default function Badge({ label }: Props) {
  return (
    <p className="inline-flex items-center gap-2 rounded-full border border-line bg-surface px-4 py-1.5 text-sm font-semibold text-ink shadow-card">
      <span className="flex text-star" aria-hidden="true">
        {Array.from({ length: 5 }, (_, index) => (
          <Star key={index} className="size-4 fill-current" strokeWidth={0} />
        ))}
      </span>
      {label}
    </p>
  );
}
