import { Mail, Phone } from 'lucide-react';
import type { NavLink } from '#/lib/nav-links.ts';
import HeadingText from '#/components/ui/HeadingText.tsx';

/** Buttons go to the booking page by default. */
export interface Cta {
  heading: string;
  text?: string | undefined;
  actions?: NavLink[] | undefined;
}

/** A way on: a page, or a call or e-mail to her. */
export interface BandAction extends NavLink {
  kind: 'page' | 'call' | 'email';
}

/** One next step and one other way: never a row of choices. */
export const MAX_BAND_ACTIONS = 2;

interface Props {
  cta: Cta;
  actions: BandAction[];
}

const BUTTON =
  'inline-flex min-h-12 min-w-0 flex-1 items-center justify-center gap-2 rounded-full px-6 py-3 text-center font-semibold sm:flex-none lg:flex-1';
const LOOKS = [
  'bg-surface text-primary-strong hover:bg-primary-soft',
  'border-2 border-on-primary text-on-primary hover:bg-on-primary hover:text-primary-strong',
];

function ActionLabel({ action }: { action: BandAction }) {
  const Glyph = { call: Phone, email: Mail, page: undefined }[action.kind];
  if (!Glyph) return <HeadingText text={action.label} />;
  return (
    <>
      <Glyph className="size-5 shrink-0" aria-hidden="true" />
      {action.label}
    </>
  );
}

/** Ripples from the band's top right corner, as in the home page's picture: the band's one ornament. */
function Ripples() {
  return (
    <svg
      viewBox="0 0 100 100"
      aria-hidden="true"
      focusable="false"
      className="pointer-events-none absolute top-0 right-0 w-56 fill-none stroke-on-primary/15 sm:w-80"
    >
      {/* Quarter circles about the corner, drawn as arcs so that nothing of them lies outside the band. */}
      <path d={[30, 50, 70, 90].map((r) => `M${100 - r} 0a${r} ${r} 0 0 0 ${r} ${r}`).join('')} strokeWidth="1" />
    </svg>
  );
}

/** Every page's closing band but the two that are themselves the way to her (/booking, /contact). */
export default function CtaBanner({ cta, actions }: Props) {
  return (
    <section aria-labelledby="cta-heading" className="px-5 py-12 sm:px-8 sm:py-16 print:hidden">
      <div className="relative mx-auto grid max-w-page gap-8 overflow-hidden rounded-lg bg-primary-strong px-6 py-10 text-on-primary sm:px-12 sm:py-14 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-center lg:gap-16">
        <Ripples />
        <div className="relative">
          <h2 id="cta-heading" className="text-3xl">
            <HeadingText text={cta.heading} />
          </h2>
          {cta.text && <p className="mt-4 max-w-prose text-lg">{cta.text}</p>}
        </div>
        <ul className="relative flex flex-col gap-3 sm:flex-row sm:flex-wrap lg:flex-col">
          {actions.map((action, index) => (
            <li key={action.href} className="flex">
              <a href={action.href} className={`${BUTTON} ${LOOKS[index] ?? LOOKS[1]}`}>
                <ActionLabel action={action} />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
