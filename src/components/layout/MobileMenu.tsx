import { X } from 'lucide-react';
import { bookingLink, headerLinks } from '~/config/navigation';
import { labels } from '~/config/labels';
import ButtonLink from '~/components/ui/ButtonLink';
import NavLinks from './NavLinks';

interface Props {
  currentPath: string;
}

/** Full-screen slide-in menu under 768 px: a modal <dialog> (focus trap, Escape and focus return come free). */
export default function MobileMenu({ currentPath }: Props) {
  return (
    <dialog id="mobile-menu" aria-label={labels.menu} className="mobile-menu bg-surface text-ink">
      <div className="flex items-center justify-end px-5 py-2">
        <button
          type="button"
          {...{ commandfor: 'mobile-menu', command: 'close' }}
          className="inline-flex size-12 items-center justify-center rounded-full hover:bg-primary-soft"
        >
          <X className="size-6" aria-hidden="true" />
          <span className="sr-only">{labels.closeMenu}</span>
        </button>
      </div>
      <nav aria-label={labels.siteMenu} className="px-6 pb-10">
        <NavLinks
          links={headerLinks}
          currentPath={currentPath}
          className="flex flex-col gap-1"
          linkClassName="flex min-h-12 items-center border-b border-line py-3 font-display text-2xl aria-[current=page]:text-primary-strong"
        />
        <ButtonLink href={bookingLink.href} className="mt-8 w-full">
          {bookingLink.fullLabel}
        </ButtonLink>
      </nav>
    </dialog>
  );
}
