/** Stepping stones toward a rising sun: where you want to be, a step at a time. Decorative. */
export default function PathArt({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 160 120" className={className} aria-hidden="true" focusable="false">
      <circle cx="104" cy="50" r="22" className="fill-clinic-sand" />
      <path d="M0 66c30-12 56-12 82-4s52 8 78-4v62H0z" className="fill-primary-soft" />
      <path d="M0 86c34-10 70-8 104 0s40 4 56-2v40H0z" className="fill-primary/45" />
      <g className="fill-surface">
        <ellipse cx="40" cy="110" rx="16" ry="5" />
        <ellipse cx="66" cy="96" rx="12" ry="4" />
        <ellipse cx="86" cy="85" rx="9" ry="3" />
        <ellipse cx="101" cy="77" rx="6" ry="2" />
      </g>
    </svg>
  );
}
