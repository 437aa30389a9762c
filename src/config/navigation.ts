import { paths } from '~/lib/paths';

export interface NavLink {
  href: string;
  label: string;
}

/** Every link to the services overview names it as the header does. */
const servicesLink: NavLink = { href: paths.services, label: 'Areas of Support' };

/** Header links, followed by the booking call to action. */
export const headerLinks: NavLink[] = [
  { href: paths.clinics, label: 'My Clinics' },
  servicesLink,
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

const aboutLink: NavLink = { href: paths.about, label: 'About' };
const contactLink: NavLink = { href: paths.contact, label: 'Contact' };

/** The mobile menu: the header's links, then About and Contact, which a phone's header has no room for. */
export const menuLinks: NavLink[] = [...headerLinks, aboutLink, contactLink];

export const footerQuickLinks: NavLink[] = [
  { href: paths.home, label: 'Home' },
  aboutLink,
  servicesLink,
  { href: paths.blog, label: 'Blog' },
  { href: paths.faq, label: 'FAQ' },
  contactLink,
  { href: bookingLink.href, label: bookingLink.label },
];

export const footerLegalLinks: NavLink[] = [
  { href: paths.privacy, label: 'Privacy Notice' },
  { href: paths.terms, label: 'Terms of Service' },
];
