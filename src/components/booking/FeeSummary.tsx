import { labels } from '#/config/labels.ts';
import type { Fee } from '#/lib/fees.ts';

interface Props {
  fees: Fee[];
}

export default function FeeSummary({ fees }: Props) {
  return (
    <section aria-labelledby="fees-heading" className="rounded-lg border border-line bg-surface p-6 shadow-card">
      <h2 id="fees-heading" className="text-2xl text-ink">
        {labels.fees}
      </h2>
      <dl className="mt-4 divide-y divide-line">
        {fees.map((fee) => (
          <div key={fee.what} className="flex flex-wrap items-baseline justify-between gap-x-4 py-3">
            <dt className="font-semibold text-ink">{fee.what}</dt>
            <dd className="text-ink-soft">{[fee.length, fee.price].filter(Boolean).join(', ')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
