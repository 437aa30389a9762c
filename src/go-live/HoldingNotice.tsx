import { mailtoHref, phoneText, telHref } from '#/lib/contact-links.ts';
import { goLiveWords } from '#/config/go-live-words.ts';

interface Props {
  /** Each only when it is hers: never a placeholder. */
  practiceName?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
}

const words = goLiveWords.holding;
const link = 'inline-flex min-h-11 items-center font-semibold text-primary-strong underline underline-offset-4';

export default function HoldingNotice({ practiceName, email, phone }: Props) {
  return (
    <div className="flex min-h-[60dvh] flex-col justify-center text-center">
      {practiceName && <p className="font-display text-xl text-primary-strong">{practiceName}</p>}
      <h1 className="mt-4 text-3xl">{words.heading}</h1>
      <p className="mt-4 text-lg text-ink-soft">{words.text}</p>
      {(email || phone) && (
        <>
          <p className="mt-8">{words.contact}</p>
          <ul className="mt-2 flex flex-col items-center gap-1">
            {phone && (
              <li>
                <a href={telHref(phone)} className={link}>
                  {phoneText(phone)}
                </a>
              </li>
            )}
            {email && (
              <li>
                <a href={mailtoHref(email)} className={`${link} break-all`}>
                  {email}
                </a>
              </li>
            )}
          </ul>
        </>
      )}
    </div>
  );
}
