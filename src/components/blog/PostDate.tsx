import { formatPostDate, isoDay } from '#/lib/dates.ts';

export default function PostDate({ date }: { date: Date }) {
  return <time dateTime={isoDay(date)}>{formatPostDate(date)}</time>;
}
