import type { Settings } from '#/config/settings-schema.ts';
import { labels } from '#/config/labels.ts';
import type { PageSection } from '#/schemas/page.ts';

interface Props {
  copy: PageSection;
  credentials: Settings['credentials'];
}

/** Each only if she has it. A fragment: it sits inside a prose block, which spaces its direct children. */
export default function Credentials({ copy, credentials }: Props) {
  const { qualifications, memberships, dbsCertificate, insurer } = credentials;
  if (qualifications.length + memberships.length === 0 && !dbsCertificate && !insurer) return null;
  return (
    <>
      <h2 id="credentials-heading">{copy.heading}</h2>
      <ul>
        {qualifications.map((qualification) => (
          <li key={qualification}>{qualification}</li>
        ))}
        {memberships.map((body) => (
          <li key={body.name}>
            {`${labels.memberOf} `}
            {body.registerUrl ? <a href={body.registerUrl}>{body.name}</a> : body.name}
            {body.membershipNumber && ` (${labels.membershipNumber} ${body.membershipNumber})`}
          </li>
        ))}
        {dbsCertificate && <li>{`${labels.dbsCheck} ${dbsCertificate}`}</li>}
        {insurer && <li>{`${labels.insuredWith} ${insurer}`}</li>}
      </ul>
    </>
  );
}

/** Her registers, supervision and CPD: what her professional bodies ask, so only with one. Closes the page's text. */
export function CredentialsNote({ copy, credentials }: Props) {
  return copy.text && credentials.memberships.length > 0 ? <p>{copy.text}</p> : null;
}
