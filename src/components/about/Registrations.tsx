import { BadgeCheck } from 'lucide-react';
import { labels } from '#/config/labels.ts';
import type { Membership } from '#/config/settings-schema.ts';

interface Props {
  memberships: Membership[];
  className?: string;
}

/** "Complementary and Natural Healthcare Council (CNHC)" as "CNHC". */
const shortName = (name: string) => /\(([^()]+)\)\s*$/.exec(name)?.[1] ?? name;

/** Linked to her entry on its public register, where a visitor can check her. */
export default function Registrations({ memberships, className = '' }: Props) {
  if (memberships.length === 0) return null;
  return (
    <p className={`flex flex-wrap items-center gap-x-3 text-ink-soft ${className}`}>
      <BadgeCheck className="size-5 shrink-0 text-primary" aria-hidden="true" />
      <span>{labels.registeredWith}</span>
      {memberships.map((body) => (
        <a
          key={body.name}
          href={body.registerUrl}
          title={body.name}
          className="inline-flex min-h-11 min-w-11 items-center justify-center font-semibold text-primary-strong underline underline-offset-4"
        >
          {shortName(body.name)}
          <span className="sr-only">{` (${body.name}): ${labels.registerEntry}`}</span>
        </a>
      ))}
    </p>
  );
}
