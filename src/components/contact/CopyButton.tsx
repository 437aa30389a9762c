import { Copy } from 'lucide-react';
import { labels } from '#/config/labels.ts';

/** Hidden until its element (copy-button.ts) finds the Clipboard API. */
export default function CopyButton({ value }: { value: string }) {
  return (
    <copy-button>
      <button
        type="button"
        hidden
        data-copy={value}
        className="ml-3 inline-flex min-h-11 items-center gap-2 rounded-full border border-line px-4 text-sm font-semibold text-ink hover:border-primary"
      >
        <Copy className="size-4" aria-hidden="true" />
        <span data-copied={labels.copied}>{labels.copyEmail}</span>
      </button>
    </copy-button>
  );
}
