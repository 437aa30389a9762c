import type { Settings } from '#/config/settings-schema.ts';
import { dayRangeLabel, hoursLabel } from '#/lib/office-hours.ts';

interface Props {
  hours: Settings['officeHours'];
}

export default function OfficeHours({ hours }: Props) {
  return (
    <dl className="divide-y divide-line rounded-lg border border-line bg-surface">
      {hours.map((entry) => (
        <div key={entry.days.join()} className="flex justify-between gap-4 px-5 py-3">
          <dt className="font-semibold text-ink">{dayRangeLabel(entry.days)}</dt>
          <dd className="text-ink-soft">{hoursLabel(entry)}</dd>
        </div>
      ))}
    </dl>
  );
}
