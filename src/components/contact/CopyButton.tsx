import { Check, Copy } from 'lucide-react';
import type { ReactNode } from 'react';
import { labels } from '#/config/labels.ts';

interface Props {
  value: string;
  /** Its words: "Copy address" (her e-mail address) by default. */
  label?: ReactNode;
  /** 'round': its icon alone, right after the address; 'pill': its words too, under a button that shows the address. */
  shape?: 'round' | 'pill';
}

const SHAPES = {
  round: 'ml-1 size-11 justify-center align-middle',
  pill: 'min-h-11 gap-2 px-4 text-sm font-semibold',
} as const;

/**
 * Invisible until its element (copy-button.ts) finds the Clipboard API, then "Copied" once it has. Its place is
 * kept meanwhile, so nothing below moves when it shows.
 */
export default function CopyButton({ value, label = labels.copyEmail, shape = 'round' }: Props) {
  return (
    <copy-button className="contents">
      <button
        type="button"
        data-copy={value}
        className={`group invisible inline-flex shrink-0 items-center rounded-full border border-line text-primary-strong hover:border-primary ${SHAPES[shape]}`}
      >
        <Copy className="size-4 group-data-done:hidden" aria-hidden="true" />
        <Check className="hidden size-4 group-data-done:block" aria-hidden="true" />
        <span className={shape === 'round' ? 'sr-only' : undefined} aria-live="polite" data-copied={labels.copied}>
          {label}
        </span>
      </button>
    </copy-button>
  );
}
