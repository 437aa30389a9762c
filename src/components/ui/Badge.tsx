import Stars from './Stars';

interface Props {
  label: string;
}

/** The "5-Star Client Rated" pill: five stars and a label. */
export default function Badge({ label }: Props) {
  return (
    <p className="inline-flex items-center gap-2 rounded-full border border-line bg-surface px-4 py-1.5 text-sm font-semibold text-ink shadow-card">
      <Stars count={5} decorative />
      {label}
    </p>
  );
}
