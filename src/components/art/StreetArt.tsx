/** A drawn street plan with a pin: where the map will be, before it is asked for. Decorative. */
export default function StreetArt({ className }: { className: string }) {
  return (
    <svg
      viewBox="0 0 320 180"
      preserveAspectRatio="xMidYMid slice"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <rect x="196" y="18" width="92" height="58" rx="10" className="fill-primary/20" />
      <g className="fill-none stroke-surface" strokeLinecap="round">
        <path d="M-10 120C70 104 150 104 330 70" strokeWidth="14" />
        <path d="M120 -10C134 60 146 120 150 190" strokeWidth="10" />
        <path d="M-10 40C60 52 110 60 138 62M150 96c40 14 90 50 120 94M200 100c20-30 60-50 130-40" strokeWidth="6" />
      </g>
      <path
        d="M160 58c-13 0-22 9-22 21 0 15 22 37 22 37s22-22 22-37c0-12-9-21-22-21z"
        className="fill-accent stroke-surface"
        strokeWidth="3"
      />
      <circle cx="160" cy="79" r="7" className="fill-surface" />
    </svg>
  );
}
