import type { CSSProperties } from 'react';

interface Props {
  count: number;
  /** Hide from screen readers where the text beside it already says it. */
  decorative?: boolean;
}

/** A row of stars drawn by CSS (.stars in global.css): one element, not one SVG per star. */
export default function Stars({ count, decorative = false }: Props) {
  const style = { '--stars': count } as CSSProperties;
  return decorative ? (
    <span className="stars" aria-hidden="true" style={style} />
  ) : (
    <span className="stars" role="img" aria-label={`${count} out of 5 stars`} style={style} />
  );
}
