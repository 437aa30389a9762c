import { CalendarCheck, CalendarClock } from 'lucide-react';
import { availabilityWords as words } from '#/config/availability-words.ts';
import type { AvailabilityNotice as Notice } from '#/lib/availability.ts';
import { formatDayAndMonth, isoDay } from '#/lib/dates.ts';

interface Props {
  notice: Notice;
  className?: string;
}

/** One calm line where a visitor decides to get in touch (the home page's first screen, the booking page), drawn as the registrations line is. */
export default function AvailabilityNotice({ notice, className = '' }: Props) {
  const Icon = notice.kind === 'taking' ? CalendarCheck : CalendarClock;
  return (
    <p className={`flex items-start gap-2 text-ink-soft ${className}`}>
      <Icon className="mt-1 size-5 shrink-0 text-primary" aria-hidden="true" />
      <span>
        {notice.kind === 'taking' && words.taking}
        {notice.kind === 'waiting' && words.waiting(notice.weeks)}
        {notice.kind === 'away' && (
          <>
            {`${words.awayUntil} `}
            <time dateTime={isoDay(notice.until)}>{formatDayAndMonth(notice.until)}</time>
            {`. ${words.awayReply}`}
          </>
        )}
      </span>
    </p>
  );
}
