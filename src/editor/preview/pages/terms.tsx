import UrgentHelp from '#/components/ui/UrgentHelp.tsx';
import { labels } from '#/config/labels.ts';
import type { PreviewProps } from '#/editor/preview/entry.ts';
import { ProsePagePreview } from './prose';

/** The terms: their text, then the helplines they name (src/pages/terms.astro). */
export default function TermsPreview(props: PreviewProps) {
  return (
    <ProsePagePreview
      entry={props}
      parts={({ helplines }) => ({ end: <UrgentHelp heading={labels.urgentHelp} helplines={helplines} /> })}
    />
  );
}
