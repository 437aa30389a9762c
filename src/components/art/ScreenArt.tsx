/** A laptop whose screen opens onto calm hills: a session from home. Decorative. */
export default function ScreenArt({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 160 120" className={className} aria-hidden="true" focusable="false">
      <rect x="28" y="22" width="104" height="68" rx="6" className="fill-primary-strong" />
      <rect x="34" y="28" width="92" height="56" rx="2" className="fill-clinic-sky" />
      <circle cx="96" cy="46" r="9" className="fill-clinic-sand" />
      <path d="M34 70c18-9 34-9 50-3s30 5 42-2v19H34z" className="fill-primary-soft" />
      <path d="M34 77c22-6 44-5 64 0s20 2 28 0v7H34z" className="fill-primary/45" />
      <path d="M14 92h132l-8 10H22z" className="fill-primary" />
      <path
        d="M58 6h30a6 6 0 0 1 6 6v10a6 6 0 0 1-6 6H72l-8 6v-6h-6a6 6 0 0 1-6-6V12a6 6 0 0 1 6-6z"
        className="fill-surface stroke-primary"
        strokeWidth="2"
      />
      <g className="fill-primary">
        <circle cx="64" cy="17" r="2" />
        <circle cx="73" cy="17" r="2" />
        <circle cx="82" cy="17" r="2" />
      </g>
    </svg>
  );
}
