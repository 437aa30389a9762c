import { Phone } from 'lucide-react';
import { labels } from '#/config/labels.ts';
import { phoneText, telHref } from '#/lib/contact-links.ts';

interface Props {
  phone: string;
}

export default function CallButton({ phone }: Props) {
  return (
    <a
      href={telHref(phone)}
      className="inline-flex size-12 items-center justify-center rounded-full bg-primary text-on-primary hover:bg-primary-strong"
    >
      <Phone className="size-5" aria-hidden="true" />
      <span className="sr-only">{`${labels.callMe}\u00a0${phoneText(phone)}`}</span>
    </a>
  );
}
