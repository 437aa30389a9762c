import type { ReactNode } from 'react';

interface Props {
  children: ReactNode;
}

/** Long-form text (Markdown bodies): comfortable measure and rhythm. Styles in global.css (.prose). */
export default function Prose({ children }: Props) {
  return <div className="prose">{children}</div>;
}
