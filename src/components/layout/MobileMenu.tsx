import { Menu, X } from 'lucide-react';
import { bookingLink, fullBookingLabel, type NavLink } from '#/lib/nav-links.ts';
import { labels } from '#/config/labels.ts';
import ButtonLink from '#/components/ui/ButtonLink.tsx';
import EnquiryLinks from '#/components/ui/EnquiryLinks.tsx';
import type { Contact } from '#/lib/contact-links.ts';
import NavLinks from '#/components/layout/NavLinks.tsx';

interface Props {
  practiceName: string;
  links: NavLink[];
  contact: Contact;
  currentPath: string;
}

const MENU_ID = 'mobile-menu';

/** React's types do not know `commandfor` and `command` yet. */
const invoke = (command: 'show-modal' | 'close') => ({ commandfor: MENU_ID, command });

const contactLink = 'flex min-h-12 items-center gap-3 py-2 text-lg font-semibold text-primary-strong';

/** A modal <dialog>: focus trap, Escape and focus return come free. Its element: mobile-menu.ts. */
export default function MobileMenu({ practiceName, links, contact, currentPath }: Props) {
  return (
    <mobile-menu className="flex">
      <button
        type="button"
        {...invoke('show-modal')}
        aria-haspopup="dialog"
        className="inline-flex size-12 shrink-0 items-center justify-center rounded-full text-ink hover:bg-primary-soft"
      >
        <Menu className="size-6" aria-hidden="true" />
        <span className="sr-only">{labels.openMenu}</span>
      </button>
      <dialog id={MENU_ID} aria-label={labels.menu} className="mobile-menu bg-surface text-ink">
        <div className="mb-3 flex items-center justify-between gap-4 pt-2 pr-5 pl-6">
          <p className="font-display text-xl leading-tight text-ink">{practiceName}</p>
          <button
            type="button"
            {...invoke('close')}
            className="inline-flex size-12 items-center justify-center rounded-full hover:bg-primary-soft"
          >
            <X className="size-6" aria-hidden="true" />
            <span className="sr-only">{labels.closeMenu}</span>
          </button>
        </div>
        <nav aria-label={labels.siteMenu} className="px-6 pb-10">
          <NavLinks
            links={links}
            currentPath={currentPath}
            className="flex flex-col"
            linkClassName="flex min-h-12 items-center border-b border-line py-2 font-display text-2xl aria-[current=page]:text-primary-strong"
          />
          <ButtonLink href={bookingLink.href} className="mt-6 w-full">
            {fullBookingLabel(contact)}
          </ButtonLink>
          <EnquiryLinks
            contact={contact}
            subject="general"
            className="mt-6"
            linkClassName={contactLink}
            email="short"
          />
        </nav>
      </dialog>
    </mobile-menu>
  );
}
