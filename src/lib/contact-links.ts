import type { Settings } from '#/config/settings-schema.ts';

/** Encoded per RFC 6068 (spaces as %20). */
export function mailtoHref(email: string, subject?: string): string {
  const query = subject ? `?subject=${encodeURIComponent(subject)}` : '';
  return `mailto:${email}${query}`;
}

export const phoneText = (phone: string) => phone.replaceAll(' ', '\u00a0');

/** "01632 960123" -> "tel:+441632960123". */
export function telHref(ukPhone: string): string {
  const digits = ukPhone.replace(/[^\d+]/g, '');
  const international = digits.startsWith('+') ? digits : `+44${digits.replace(/^0/, '')}`;
  return `tel:${international}`;
}

export type Contact = Pick<Settings, 'phone' | 'email' | 'enquirySubjects' | 'bookingUrl' | 'freeConsultation'>;
