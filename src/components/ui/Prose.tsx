import type { ReactNode } from 'react';

/** Long-form text (Markdown bodies): comfortable measure and rhythm. Styles in global.css (.prose). */
export default function Prose({ children }: { children: ReactNode }) {
  return <div className="prose">{children}</div>;
}
