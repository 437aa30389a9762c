import { Phone } from 'lucide-react';
import { labels } from '#/config/labels.ts';
import { phoneText, telHref } from '#/lib/contact-links.ts';

interface Props {
  phone: string;
}

/** The phone header's compact call control, beside the menu button: one tap to her from anywhere on the page. */
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
