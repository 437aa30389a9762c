import { CalendarClock, Mail, Phone } from 'lucide-react';
import { labels } from '#/config/labels.ts';
import { type Contact, mailtoHref, phoneText, telHref } from '#/lib/contact-links.ts';
import CopyButton from '#/components/contact/CopyButton.tsx';
import EmailText from '#/components/ui/EmailText.tsx';

interface Props {
  contact: Contact;
  subject: keyof Contact['enquirySubjects'];
  className?: string;
  linkClassName: string;
  /**
   * 'address': "E-mail" with her address on a line of its own, a size smaller, its copy button
   * under the button; 'short': "E-mail me", where a line is too narrow for the address (the menu).
   */
  email: 'address' | 'short';
}

/** The booking page is a plain link in a new tab: nothing of the service loads before the click. */
export default function EnquiryLinks({ contact, subject, className, linkClassName, email }: Props) {
  const icon = 'size-5 shrink-0';
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
          {email === 'short' ? (
            <>
              <Mail className={icon} aria-hidden="true" />
              {labels.emailMe}
            </>
          ) : (
            <span className="flex min-w-0 flex-col items-center">
              <span className="flex items-center gap-2">
                <Mail className={icon} aria-hidden="true" />
                {labels.emailTo}
              </span>{' '}
              <span className="text-sm font-normal">
                <EmailText email={contact.email} />
              </span>
            </span>
          )}
        </a>
        {email === 'address' && (
          <p className="mt-2 flex justify-end">
            <CopyButton value={contact.email} shape="pill" />
          </p>
        )}
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
