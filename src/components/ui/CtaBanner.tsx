import type { NavLink } from '#/lib/nav-links.ts';
import type { Contact } from '#/lib/contact-links.ts';
import ButtonLink from '#/components/ui/ButtonLink.tsx';
import EnquiryLinks from '#/components/ui/EnquiryLinks.tsx';
import HeadingText from '#/components/ui/HeadingText.tsx';

/** Buttons go to the booking page by default. */
export interface Cta {
  heading: string;
  text?: string | undefined;
  actions?: NavLink[] | undefined;
}

interface Props {
  /** None where the page itself ends with its action, or is the place they lead to. */
  cta: Cta & { actions: NavLink[] };
  contact: Contact;
}

const BUTTON =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-surface px-5 py-3 text-center font-semibold text-primary-strong hover:bg-primary-soft';
const TEXT_LINK = 'inline-flex min-h-11 items-center gap-2 font-semibold underline underline-offset-4';

/** Without buttons of its own, the ways to reach her are its buttons. */
export default function CtaBanner({ cta, contact }: Props) {
  const buttons = cta.actions.length > 0;
  return (
    <section aria-labelledby="cta-heading" className="px-5 py-16 sm:px-8 print:hidden">
      <div className="mx-auto max-w-page rounded-lg bg-primary-strong px-4 py-12 text-center text-on-primary sm:px-12">
        <h2 id="cta-heading" className="text-3xl">
          <HeadingText text={cta.heading} />
        </h2>
        {cta.text && <p className="mx-auto mt-4 max-w-prose text-lg">{cta.text}</p>}
        {buttons && (
          <div className="mt-8 flex flex-wrap justify-center gap-4">
            {cta.actions.map((action) => (
              <ButtonLink key={action.href} href={action.href} variant="inverse">
                {action.label}
              </ButtonLink>
            ))}
          </div>
        )}
        <EnquiryLinks
          contact={contact}
          subject="consultation"
          className={`flex flex-wrap justify-center ${buttons ? 'mt-6 gap-x-6' : 'mt-8 gap-4'}`}
          linkClassName={buttons ? TEXT_LINK : BUTTON}
        />
      </div>
    </section>
  );
}
