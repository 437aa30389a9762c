import { Menu } from 'lucide-react';
import { bookingLink, headerLinks } from '~/config/navigation';
import { labels } from '~/config/labels';
import ButtonLink from '~/components/ui/ButtonLink';
import Logo from './Logo';
import MobileMenu from './MobileMenu';
import NavLinks from './NavLinks';

interface Props {
  practiceName: string;
  currentPath: string;
}

/** Sticky site header; it gains a stronger background and shadow past 50 px (pure CSS: .site-header). */
export default function Header({ practiceName, currentPath }: Props) {
  return (
    <header id="site-header" className="site-header sticky top-0 z-40 border-b">
      <div className="mx-auto flex max-w-page items-center justify-between gap-4 px-5 py-2 sm:px-8">
        <Logo practiceName={practiceName} />
        <nav aria-label={labels.mainNav} className="hidden items-center gap-2 md:flex lg:gap-6">
          <NavLinks
            links={headerLinks}
            currentPath={currentPath}
            className="flex items-center lg:gap-3"
            linkClassName="inline-flex min-h-11 min-w-11 items-center justify-center rounded-sm px-2 md:max-lg:px-1.5 md:max-lg:text-sm font-medium whitespace-nowrap text-ink hover:text-primary-strong aria-[current=page]:text-primary-strong aria-[current=page]:underline aria-[current=page]:underline-offset-8"
          />
          <ButtonLink href={bookingLink.href} className="whitespace-nowrap md:max-lg:px-4 md:max-lg:text-sm">
            {bookingLink.label}
          </ButtonLink>
        </nav>
        <button
          type="button"
          // Invoker commands open the modal dialog without script; scripts/menu.ts adds a fallback.
          {...{ commandfor: 'mobile-menu', command: 'show-modal' }}
          aria-haspopup="dialog"
          className="inline-flex size-12 shrink-0 items-center justify-center rounded-full text-ink hover:bg-primary-soft md:hidden"
        >
          <Menu className="size-6" aria-hidden="true" />
          <span className="sr-only">{labels.openMenu}</span>
        </button>
      </div>
      <MobileMenu currentPath={currentPath} />
    </header>
  );
}
