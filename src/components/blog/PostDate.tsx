import { formatPostDate, isoDay } from '#/lib/dates.ts';

/** A post's date, written for people and, in `datetime`, for machines. */
export default function PostDate({ date }: { date: Date }) {
  return <time dateTime={isoDay(date)}>{formatPostDate(date)}</time>;
}
