import type { PreviewProps } from '#/editor/preview/entry.ts';
import { ProsePagePreview, sectionsOf } from './prose';

/** The online therapy page: its text, and its own closing band (src/pages/online-therapy.astro). */
export default function OnlineTherapyPreview(props: PreviewProps) {
  return <ProsePagePreview entry={props} parts={({ fields }) => ({ cta: sectionsOf('online-therapy', fields).cta })} />;
}
