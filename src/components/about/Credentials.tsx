import type { Settings } from '#/config/settings-schema.ts';
import { labels } from '#/config/labels.ts';
import type { PageSection } from '#/schemas/page.ts';

interface Props {
  copy: PageSection;
  credentials: Settings['credentials'];
}

/**
 * Qualifications, memberships (each linked to its public register entry), DBS and insurance, from
 * the settings, each only if she has it: with none, nothing. A fragment: it sits inside the
 * page's prose, which spaces its direct children.
 */
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
            <a href={body.registerUrl}>{body.name}</a>
            {` (${labels.membershipNumber} ${body.membershipNumber})`}
          </li>
        ))}
        {dbsCertificate && <li>{`${labels.dbsCheck} ${dbsCertificate}`}</li>}
        {insurer && <li>{`${labels.insuredWith} ${insurer}`}</li>}
      </ul>
      {copy.text && <p>{copy.text}</p>}
    </>
  );
}
