import type { ReactNode } from 'react';

/** The rendered text, or (in the web editor's preview only) its HTML, already sanitised. */
type Props = { children: ReactNode } | { html: string };

/** Long-form text (Markdown bodies): comfortable measure and rhythm. Styles in global.css (.prose). */
export default function Prose(props: Props) {
  if ('html' in props) return <div className="prose" dangerouslySetInnerHTML={{ __html: props.html }} />;
  return <div className="prose">{props.children}</div>;
}
