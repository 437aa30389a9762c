import { Mail, Phone } from 'lucide-react';
import { bookingLink, type SiteLinks } from '#/lib/nav-links.ts';
import { labels } from '#/config/labels.ts';
import ButtonLink from '#/components/ui/ButtonLink.tsx';
import QuickExit from '#/components/ui/QuickExit.tsx';
import { type Contact, mailtoHref, phoneText, telHref } from '#/lib/contact-links.ts';
import Logo from '#/components/layout/Logo.tsx';
import MobileMenu from '#/components/layout/MobileMenu.tsx';
import NavLinks from '#/components/layout/NavLinks.tsx';

interface Props {
  practiceName: string;
  contact: Contact;
  links: Pick<SiteLinks, 'header' | 'menu'>;
  currentPath: string;
  quickExit?: boolean | undefined;
}

const contactLink =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap text-primary-strong hover:bg-primary-soft';

/** The stronger background and shadow past 50 px are pure CSS (.site-header). */
export default function Header({ practiceName, contact, links, currentPath, quickExit = false }: Props) {
  return (
    <header id="site-header" className="site-header sticky top-0 z-40 border-b">
      <div className="mx-auto flex max-w-page items-center justify-between gap-2 px-5 py-2 sm:px-8">
        <Logo practiceName={practiceName} />
        <nav aria-label={labels.mainNav} className="hidden items-center gap-1 md:flex xl:gap-2">
          <NavLinks
            links={links.header}
            currentPath={currentPath}
            className="flex items-center"
            linkClassName="inline-flex min-h-11 min-w-11 items-center justify-center rounded-sm px-2 md:max-xl:px-1.5 md:max-xl:text-sm font-medium whitespace-nowrap text-ink hover:text-primary-strong aria-[current=page]:text-primary-strong aria-[current=page]:underline aria-[current=page]:underline-offset-8"
          />
          <a href={telHref(contact.phone)} className={`${contactLink} xl:px-2`}>
            <Phone className="size-5" aria-hidden="true" />
            <span className="sr-only">{`${labels.callMe} `}</span>
            <span className="sr-only xl:not-sr-only">{phoneText(contact.phone)}</span>
          </a>
          <a href={mailtoHref(contact.email, contact.enquirySubjects.general)} className={contactLink}>
            <Mail className="size-5" aria-hidden="true" />
            <span className="sr-only">{`${labels.emailTo} ${contact.email}`}</span>
          </a>
          <ButtonLink href={bookingLink.href} className="ml-1 whitespace-nowrap px-5 md:max-xl:px-4 md:max-xl:text-sm">
            {bookingLink.label}
          </ButtonLink>
        </nav>
        <div className="flex shrink-0 items-center gap-1 md:hidden">
          <a
            href={telHref(contact.phone)}
            className="inline-flex size-12 items-center justify-center rounded-full bg-primary text-on-primary hover:bg-primary-strong"
          >
            <Phone className="size-5" aria-hidden="true" />
            <span className="sr-only">{`${labels.callMe}\u00a0${phoneText(contact.phone)}`}</span>
          </a>
          <MobileMenu links={links.menu} contact={contact} currentPath={currentPath} />
        </div>
      </div>
      {quickExit && <QuickExit />}
    </header>
  );
}
