import { paths } from '~/lib/paths';

export interface NavLink {
  href: string;
  label: string;
}

/** Header links, followed by the booking call to action. */
export const headerLinks: NavLink[] = [
  { href: paths.clinics, label: 'My Clinics' },
  { href: paths.services, label: 'Areas of Support' },
  { href: paths.onlineTherapy, label: 'Online Therapy' },
  { href: paths.blog, label: 'Blog' },
  { href: paths.faq, label: 'FAQ' },
];

/** The booking call to action: short in the header, in full in the menu and on the pages. */
export const bookingLink = {
  href: paths.booking,
  label: 'Book Consultation',
  fullLabel: 'Book Your Free Consultation',
};

export const footerQuickLinks: NavLink[] = [
  { href: paths.home, label: 'Home' },
  { href: paths.about, label: 'About' },
  { href: paths.services, label: 'Services' },
  { href: paths.blog, label: 'Blog' },
  { href: paths.faq, label: 'FAQ' },
  { href: paths.contact, label: 'Contact' },
  { href: bookingLink.href, label: bookingLink.label },
];

export const footerLegalLinks: NavLink[] = [
  { href: paths.privacy, label: 'Privacy Notice' },
  { href: paths.terms, label: 'Terms of Service' },
];
