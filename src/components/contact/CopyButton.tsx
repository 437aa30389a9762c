import { Copy } from 'lucide-react';
import { labels } from '~/config/labels';

interface Props {
  value: string;
}

/** Copies a value to the clipboard; hidden until scripts/copy.ts can make it work. */
export default function CopyButton({ value }: Props) {
  return (
    <button
      type="button"
      hidden
      data-copy={value}
      data-copied-label={labels.copied}
      className="ml-3 inline-flex min-h-11 items-center gap-2 rounded-full border border-line px-4 text-sm font-semibold text-ink hover:border-primary"
    >
      <Copy className="size-4" aria-hidden="true" />
      <span data-copy-label>{labels.copyEmail}</span>
    </button>
  );
}
