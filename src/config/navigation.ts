import { paths } from '~/lib/paths';

export interface NavLink {
  href: string;
  label: string;
}

/** Header links; the last one is the booking call to action. */
export const headerLinks: NavLink[] = [
  { href: paths.clinics, label: 'My Clinics' },
  { href: paths.services, label: 'Areas of Support' },
  { href: paths.onlineTherapy, label: 'Online Therapy' },
  { href: paths.blog, label: 'Blog' },
  { href: paths.faq, label: 'FAQ' },
];

export const bookingLink = {
  href: paths.booking,
  label: 'Book Consultation',
  mobileLabel: 'Book Your Free Consultation',
};

export const footerQuickLinks: NavLink[] = [
  { href: paths.home, label: 'Home' },
  { href: paths.about, label: 'About' },
  { href: paths.services, label: 'Services' },
  { href: paths.blog, label: 'Blog' },
  { href: paths.faq, label: 'FAQ' },
  { href: paths.contact, label: 'Contact' },
  { href: paths.booking, label: 'Book Consultation' },
];

export const footerLegalLinks: NavLink[] = [
  { href: paths.privacy, label: 'Privacy Notice' },
  { href: paths.terms, label: 'Terms of Service' },
];

/** The footer's own service labels (the spec keeps 'Habit Change' and 'Performance Enhancement'). */
export const footerServiceLinks: NavLink[] = [
  { slug: 'anxiety-stress', label: 'Anxiety & Stress' },
  { slug: 'confidence-boost', label: 'Confidence Boost' },
  { slug: 'sleep-issues', label: 'Sleep Issues' },
  { slug: 'phobias-fears', label: 'Phobias & Fears' },
  { slug: 'weight-management', label: 'Habit Change' },
  { slug: 'menopause-relief', label: 'Menopause Relief' },
  { slug: 'teen-support', label: 'Performance Enhancement' },
].map(({ slug, label }) => ({ href: paths.service(slug), label }));
