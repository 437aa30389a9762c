import { Clock } from 'lucide-react';
import { enquiryWords } from '#/config/enquiry-words.ts';

/** Her usual reply time, where a visitor decides to write; nothing while she has given none. */
export default function ReplyTime({ time, className }: { time: string | undefined; className: string }) {
  if (!time) return null;
  return (
    <p className={`flex items-center gap-2 font-semibold text-ink ${className}`}>
      <Clock className="size-5 shrink-0 text-primary" aria-hidden="true" />
      {enquiryWords.replyTime(time)}
    </p>
  );
}
