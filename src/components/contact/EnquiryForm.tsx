import type { EnquiryFormService } from '#/config/enquiry-form.ts';
import { enquiryWords } from '#/config/enquiry-words.ts';
import { paths } from '#/config/paths.ts';

interface Props {
  service: EnquiryFormService;
  /** Her site's own address: the service sends the visitor back to its thank-you page. */
  siteUrl: string;
  subject: string;
  /** 'page': a section of its own (the contact page); 'card': under the booking page's enquiry links, beside them on a wide screen. */
  place: 'page' | 'card';
}

const words = enquiryWords.form;

const FIELD = 'mt-1 w-full rounded-md border border-ink-soft bg-surface px-4 py-3';
const LABEL = 'block font-semibold text-ink';
const HEADING = { page: 'mb-3 text-2xl text-ink', card: 'text-xl text-ink' } as const;

/**
 * A plain POST to her form service, which sends the visitor on to our thank-you page: it works without
 * JavaScript and loads nothing from the service before it is sent. Bots are kept out without cookies: the
 * service's honeypot (hidden from people, filled by bots) and its own spam filter.
 */
export default function EnquiryForm({ service, siteUrl, subject, place }: Props) {
  const Heading = place === 'page' ? 'h2' : 'h3';
  const hidden = service.hidden(`${siteUrl}${paths.enquirySent}`, subject);
  return (
    <section
      aria-labelledby="enquiry-form-heading"
      className={
        place === 'card'
          ? 'mt-8 border-t border-line pt-6 xl:mt-0 xl:border-t-0 xl:border-l xl:pt-0 xl:pl-8'
          : undefined
      }
    >
      <Heading id="enquiry-form-heading" className={HEADING[place]}>
        {words.heading}
      </Heading>
      <p className="mt-2 text-ink-soft">{words.noHealthDetails}</p>
      <form method="post" action={service.action} {...service.attributes} className="mt-4 grid gap-4">
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div hidden>
          <label>
            {words.honeypot}{' '}
            <input type={service.honeypot.type} name={service.honeypot.name} tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        <p>
          <label htmlFor="enquiry-name" className={LABEL}>
            {words.name}
          </label>
          <input
            id="enquiry-name"
            type="text"
            name="name"
            autoComplete="name"
            required
            maxLength={100}
            className={FIELD}
          />
        </p>
        <p>
          <label htmlFor="enquiry-reply" className={LABEL}>
            {words.reply}
          </label>
          <span id="enquiry-reply-hint" className="block text-sm text-ink-soft">
            {words.replyHint}
          </span>
          <input
            id="enquiry-reply"
            type="text"
            name="reply"
            autoComplete="email"
            required
            maxLength={120}
            aria-describedby="enquiry-reply-hint"
            className={FIELD}
          />
        </p>
        <p>
          <label htmlFor="enquiry-message" className={LABEL}>
            {words.message}
          </label>
          <textarea id="enquiry-message" name="message" required rows={4} maxLength={1000} className={FIELD} />
        </p>
        <p>
          <button
            type="submit"
            className="inline-flex min-h-12 items-center justify-center rounded-full bg-primary px-6 py-3 font-semibold text-on-primary shadow-card transition-colors duration-(--duration-fast) hover:bg-primary-strong"
          >
            {words.send}
          </button>
        </p>
        <p className="text-sm text-ink-soft">
          {`${words.sentThrough(service.name)} `}
          <a
            href={`${paths.privacy}#${enquiryWords.privacy.id}`}
            className="text-primary-strong underline underline-offset-4"
          >
            {words.howHandled}
          </a>
          .
        </p>
      </form>
    </section>
  );
}
