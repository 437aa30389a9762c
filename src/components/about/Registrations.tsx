import { BadgeCheck } from 'lucide-react';
import { Fragment } from 'react';
import { labels } from '#/config/labels.ts';
import type { Membership } from '#/config/settings-schema.ts';
import { shortName } from '#/lib/credentials.ts';

interface Props {
  memberships: Membership[];
  className?: string;
}

/** One line of running text, each body linked to her entry on its public register, where a visitor can check her. */
export default function Registrations({ memberships: all, className = '' }: Props) {
  const memberships = all.filter((body) => body.registerUrl);
  if (memberships.length === 0) return null;
  return (
    <p className={`flex items-start gap-2 text-ink-soft ${className}`}>
      <BadgeCheck className="mt-1 size-5 shrink-0 text-primary" aria-hidden="true" />
      <span>
        {`${labels.registeredWith} `}
        {memberships.map((body, index) => (
          <Fragment key={body.name}>
            {index > 0 && ' '}
            {/* "· NCH" kept together: a line never ends with a stray dot. */}
            <span className="whitespace-nowrap">
              {index > 0 && <span aria-hidden="true">{'· '}</span>}
              <a
                href={body.registerUrl}
                title={body.name}
                className="py-1 font-semibold text-primary-strong underline underline-offset-4 hover:text-ink"
              >
                {shortName(body.name)}
                <span className="sr-only">{` (${body.name}): ${labels.registerEntry}`}</span>
              </a>
            </span>
          </Fragment>
        ))}
      </span>
    </p>
  );
}
