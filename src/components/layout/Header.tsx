import { Phone } from 'lucide-react';
import { bookingLink, type SiteLinks } from '#/lib/nav-links.ts';
import { paths } from '#/config/paths.ts';
import { labels } from '#/config/labels.ts';
import ButtonLink from '#/components/ui/ButtonLink.tsx';
import QuickExit from '#/components/ui/QuickExit.tsx';
import { type Contact, phoneText, telHref } from '#/lib/contact-links.ts';
import Logo from '#/components/layout/Logo.tsx';
import MobileMenu from '#/components/layout/MobileMenu.tsx';
import NavLinks from '#/components/layout/NavLinks.tsx';

interface Props {
  practiceName: string;
  contact: Contact;
  /** `menu`: the specification's links, then About and Contact, in the phone's menu and, from 768 px, the header. */
  links: Pick<SiteLinks, 'menu'>;
  currentPath: string;
  quickExit?: boolean | undefined;
}

/** The pages whose own first action is a call to her: the header's phone is only its icon there. */
const CALL_PAGES: readonly string[] = [paths.booking, paths.contact];

/**
 * From 1280 px one row; from 768 px the links take a second row under her name, the phone and the
 * booking button. Her number shows beside the phone from 1366 px, where the row has room for it,
 * but never on a page that offers the call itself; the booking button on the booking page is
 * drawn as the current page. The stronger background and shadow past 50 px are pure CSS (.site-header).
 */
export default function Header({ practiceName, contact, links, currentPath, quickExit = false }: Props) {
  const onBooking = currentPath === bookingLink.href;
  const number = CALL_PAGES.includes(currentPath) ? 'sr-only' : 'sr-only min-[85.375rem]:not-sr-only';
  return (
    <header id="site-header" className="site-header sticky top-0 z-40 border-b">
      <div className="mx-auto flex max-w-page items-center justify-between gap-x-2 px-5 py-2 sm:px-8 md:flex-wrap xl:gap-x-1">
        <Logo practiceName={practiceName} />
        <nav
          aria-label={labels.mainNav}
          className="hidden md:order-last md:-mx-2 md:block md:w-full xl:order-none xl:mx-0 xl:w-auto"
        >
          <NavLinks
            links={links.menu}
            currentPath={currentPath}
            className="flex items-center justify-between xl:justify-end xl:gap-x-3"
            linkClassName="inline-flex min-h-11 min-w-11 items-center justify-center rounded-sm px-2 text-md font-medium whitespace-nowrap xl:px-1.5 text-ink hover:text-primary-strong aria-[current=page]:text-primary-strong aria-[current=page]:underline aria-[current=page]:underline-offset-8"
          />
        </nav>
        <div className="hidden items-center gap-2 md:flex xl:ml-4">
          <a
            href={telHref(contact.phone)}
            className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full px-1 font-semibold whitespace-nowrap text-primary-strong hover:bg-primary-soft"
          >
            <Phone className="size-5" aria-hidden="true" />
            <span className="sr-only">{`${labels.callMe} `}</span>
            <span className={number}>{phoneText(contact.phone)}</span>
          </a>
          <ButtonLink
            href={bookingLink.href}
            variant={onBooking ? 'secondary' : 'primary'}
            current={onBooking}
            className="whitespace-nowrap xl:px-5"
          >
            {bookingLink.label}
          </ButtonLink>
        </div>
        <div className="flex shrink-0 items-center gap-1 md:hidden">
          <a
            href={telHref(contact.phone)}
            className="inline-flex size-12 items-center justify-center rounded-full bg-primary text-on-primary hover:bg-primary-strong"
          >
            <Phone className="size-5" aria-hidden="true" />
            <span className="sr-only">{`${labels.callMe}\u00a0${phoneText(contact.phone)}`}</span>
          </a>
          <MobileMenu practiceName={practiceName} links={links.menu} contact={contact} currentPath={currentPath} />
        </div>
      </div>
      {quickExit && <QuickExit />}
    </header>
  );
}
