import { freeOrFirst, range } from '#/config/fill-ins.ts';
import { enquiryWords } from '#/config/enquiry-words.ts';
import { labels } from '#/config/labels.ts';
import { paths } from '#/config/paths.ts';
import { phoneText, telHref } from '#/lib/contact-links.ts';
import { namedHelplines, pageOf, type SiteContent } from '#/lib/site-content.ts';
import ButtonLink from '#/components/ui/ButtonLink.tsx';
import UrgentHelp from '#/components/ui/UrgentHelp.tsx';

const words = enquiryWords.sent;

/** Where her form's service sends the visitor: what happens next, and the contact page's crisis lines. No closing band. */
export const enquirySentProps = (content: SiteContent) => ({
  replyTime: content.settings.replyTime,
  consultation: `${range(content.settings.prices.consultationMinutes)} ${labels.minutes}`,
  firstConsultation: freeOrFirst(content.settings),
  phone: content.settings.phone,
  helplines: namedHelplines(pageOf(content, 'contact').helplines, content.helplines),
  frame: {},
});

type Props = Omit<ReturnType<typeof enquirySentProps>, 'frame'>;

export default function EnquirySentPage({ replyTime, consultation, firstConsultation, phone, helplines }: Props) {
  return (
    <div className="mx-auto max-w-2xl px-5 py-14 sm:px-8">
      <h1 className="text-4xl text-ink">{words.heading}</h1>
      <p className="mt-5 text-lg text-ink-soft">{words.lead}</p>
      <div className="mt-8 space-y-4">
        <p>{words.reply(replyTime)}</p>
        <p>{words.next(consultation, firstConsultation)}</p>
        <p>
          {`${words.notHeard} `}
          <a href={telHref(phone)} className="font-semibold whitespace-nowrap text-primary-strong underline">
            {phoneText(phone)}
          </a>
          .
        </p>
      </div>
      <p className="mt-10">
        <ButtonLink href={paths.home}>{labels.returnHome}</ButtonLink>
      </p>
      <div className="mt-12">
        <UrgentHelp heading={labels.urgentHelp} helplines={helplines} size="toggle" />
      </div>
    </div>
  );
}
