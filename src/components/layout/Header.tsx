import { bookingLink, type SiteLinks } from '#/lib/nav-links.ts';
import { labels } from '#/config/labels.ts';
import ButtonLink from '#/components/ui/ButtonLink.tsx';
import CallButton from './CallButton';
import Logo from './Logo';
import MobileMenu from './MobileMenu';
import NavLinks from './NavLinks';

interface Props {
  practiceName: string;
  phone: string;
  email: string;
  /** The header's own links and the phone menu's. */
  links: Pick<SiteLinks, 'header' | 'menu'>;
  currentPath: string;
}

/** Sticky site header; it gains a stronger background and shadow past 50 px (pure CSS: .site-header). */
export default function Header({ practiceName, phone, email, links, currentPath }: Props) {
  return (
    <header id="site-header" className="site-header sticky top-0 z-40 border-b">
      <div className="mx-auto flex max-w-page items-center justify-between gap-2 px-5 py-2 sm:px-8">
        <Logo practiceName={practiceName} />
        <nav aria-label={labels.mainNav} className="hidden items-center gap-2 md:flex lg:gap-6">
          <NavLinks
            links={links.header}
            currentPath={currentPath}
            className="flex items-center lg:gap-3"
            linkClassName="inline-flex min-h-11 min-w-11 items-center justify-center rounded-sm px-2 md:max-lg:px-1.5 md:max-lg:text-sm font-medium whitespace-nowrap text-ink hover:text-primary-strong aria-[current=page]:text-primary-strong aria-[current=page]:underline aria-[current=page]:underline-offset-8"
          />
          <ButtonLink href={bookingLink.href} className="whitespace-nowrap md:max-lg:px-4 md:max-lg:text-sm">
            {bookingLink.label}
          </ButtonLink>
        </nav>
        <div className="flex shrink-0 items-center gap-1 md:hidden">
          <CallButton phone={phone} />
          <MobileMenu links={links.menu} phone={phone} email={email} currentPath={currentPath} />
        </div>
      </div>
    </header>
  );
}
