import type { NavLink } from '#/lib/navigation.ts';
import { labels } from '#/config/labels.ts';
import { mailtoHref, phoneText, telHref } from '#/lib/contact-links.ts';
import ButtonLink from './ButtonLink';

/** What a page's closing band says and where its buttons go (by default, the booking page). */
export interface Cta {
  heading: string;
  text?: string | undefined;
  actions?: NavLink[] | undefined;
}

interface Props {
  cta: Cta & { actions: NavLink[] };
  phone: string;
  email: string;
}

/** The band every page ends with: a heading, a sentence, its buttons, and her phone and e-mail as tap links. */
export default function CtaBanner({ cta, phone, email }: Props) {
  const contact = 'inline-flex min-h-11 items-center font-semibold underline underline-offset-4 break-all';
  return (
    <section aria-labelledby="cta-heading" className="px-5 py-16 sm:px-8 print:hidden">
      <div className="mx-auto max-w-page rounded-lg bg-primary-strong px-6 py-12 text-center text-on-primary sm:px-12">
        <h2 id="cta-heading" className="text-3xl">
          {cta.heading}
        </h2>
        {cta.text && <p className="mx-auto mt-4 max-w-prose text-lg">{cta.text}</p>}
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          {cta.actions.map((action) => (
            <ButtonLink key={action.href} href={action.href} variant="inverse">
              {action.label}
            </ButtonLink>
          ))}
        </div>
        <ul className="mt-6 flex flex-wrap justify-center gap-x-4">
          <li>
            <a href={telHref(phone)} className={contact}>
              {`${labels.callMe}\u00a0${phoneText(phone)}`}
            </a>
          </li>
          <li>
            <a href={mailtoHref(email)} className={contact}>
              {email}
            </a>
          </li>
        </ul>
      </div>
    </section>
  );
}
