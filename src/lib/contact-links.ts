import type { Settings } from '#/config/settings-schema.ts';

/** mailto: link with a preset subject, encoded per RFC 6068 (spaces as %20). */
export function mailtoHref(email: string, subject?: string): string {
  const query = subject ? `?subject=${encodeURIComponent(subject)}` : '';
  return `mailto:${email}${query}`;
}

/** A phone number for display that never breaks across lines. */
export const phoneText = (phone: string) => phone.replaceAll(' ', '\u00a0');

/** tel: link in international form, e.g. "01632 960123" -> "tel:+441632960123". */
export function telHref(ukPhone: string): string {
  const digits = ukPhone.replace(/[^\d+]/g, '');
  const international = digits.startsWith('+') ? digits : `+44${digits.replace(/^0/, '')}`;
  return `tel:${international}`;
}

/** What every way to her needs: her number, her address with its subject lines, her booking page if any. */
export type Contact = Pick<Settings, 'phone' | 'email' | 'enquirySubjects' | 'bookingUrl'>;
