import { CalendarClock, Mail, Phone } from 'lucide-react';
import { Fragment } from 'react';
import { labels } from '#/config/labels.ts';
import { type Contact, mailtoHref, phoneText, telHref } from '#/lib/contact-links.ts';

interface Props {
  contact: Contact;
  subject: keyof Contact['enquirySubjects'];
  className?: string;
  linkClassName: string;
}

/** What a phone's button holds on a line at the text's size. */
const PHONE_BUTTON_CHARACTERS = 24;

/** The booking page is a plain link in a new tab: nothing of the service loads before the click. */
export default function EnquiryLinks({ contact, subject, className, linkClassName }: Props) {
  const icon = 'size-5 shrink-0';
  const [user, domain = ''] = contact.email.split('@');
  const domainParts = domain.split('.');
  return (
    <ul className={className}>
      <li>
        <a href={telHref(contact.phone)} className={linkClassName}>
          <Phone className={icon} aria-hidden="true" />
          {`${labels.callMe}\u00a0${phoneText(contact.phone)}`}
        </a>
      </li>
      <li>
        <a href={mailtoHref(contact.email, contact.enquirySubjects[subject])} className={linkClassName}>
          <Mail className={icon} aria-hidden="true" />
          {/*
            A long address is a size smaller on a phone, and breaks after its @ or before a dot where
            it must, at a hyphen of the domain only if that part alone is longer than a line.
          */}
          <span className="min-w-0">
            <span className="whitespace-nowrap">{labels.emailTo}</span>{' '}
            <span
              className={
                contact.email.length > PHONE_BUTTON_CHARACTERS ? 'wrap-anywhere max-sm:text-sm' : 'wrap-anywhere'
              }
            >
              {`${user}@`}
              {domainParts.map((part, index) => (
                <Fragment key={index}>
                  <wbr />
                  <span className={part.length <= PHONE_BUTTON_CHARACTERS ? 'whitespace-nowrap' : undefined}>
                    {index > 0 ? `.${part}` : part}
                  </span>
                </Fragment>
              ))}
            </span>
          </span>
        </a>
      </li>
      {contact.bookingUrl && (
        <li>
          <a href={contact.bookingUrl} target="_blank" rel="noopener" data-booking className={linkClassName}>
            <CalendarClock className={icon} aria-hidden="true" />
            {labels.chooseTimeOnline}
            <span className="sr-only">{` ${labels.newTab}`}</span>
          </a>
        </li>
      )}
    </ul>
  );
}
