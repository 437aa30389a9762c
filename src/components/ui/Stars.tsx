interface Props {
  count: number;
  /** Hide from screen readers where the text beside it already says it. */
  decorative?: boolean;
}

/** A row of stars drawn by CSS (.stars in global.css): one element, not one SVG per star. */
export default function Stars({ count, decorative = false }: Props) {
  return decorative ? (
    <span className="stars" data-stars={count} aria-hidden="true" />
  ) : (
    <span className="stars" data-stars={count} role="img" aria-label={`${count} out of 5 stars`} />
  );
}
