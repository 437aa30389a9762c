import { labels } from '#/config/labels.ts';

/** Marks words written for the demo, not a real client's: shown until the owner replaces them. */
export default function SampleLabel() {
  return (
    <span className="inline-block rounded-full border border-ink-soft bg-sand px-3 text-sm font-semibold text-ink">
      {labels.sample}
    </span>
  );
}
