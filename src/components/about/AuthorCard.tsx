import Registrations from '#/components/about/Registrations.tsx';
import MoreLink from '#/components/ui/MoreLink.tsx';
import Portrait from '#/components/ui/Portrait.tsx';
import { labels } from '#/config/labels.ts';
import { paths } from '#/config/paths.ts';
import type { Photo } from '#/lib/art.ts';
import { pageOf, type SiteContent } from '#/lib/site-content.ts';

/** Her greeting (the home page's "Hello, I'm …"), role and registers, and her portrait when she has one. */
export const authorProps = (content: SiteContent) => ({
  greeting: pageOf(content, 'home').sections?.['about']?.heading ?? content.settings.practitioner.name,
  role: content.settings.practitioner.role,
  memberships: content.settings.credentials.memberships,
});

type Props = ReturnType<typeof authorProps> & {
  photo?: Photo | undefined;
  className?: string;
};

/** The person behind a service, clinic or article: her face, her words, where to check her, and more about her. */
export default function AuthorCard({ greeting, role, memberships, photo, className = '' }: Props) {
  return (
    <aside
      aria-label={labels.aboutTheAuthor}
      className={`flex items-start gap-5 rounded-lg bg-primary-soft p-5 sm:gap-7 sm:p-7 ${className}`}
    >
      {photo && (
        <Portrait photo={photo} sizes="(min-width: 640px) 7rem, 6rem" className="w-24 shrink-0 sm:w-28" small />
      )}
      <div className="min-w-0">
        <p className="font-display text-xl text-ink">{greeting}</p>
        <p className="text-ink-soft">{role}</p>
        <p className="mt-3">{labels.speakToMeDirectly}</p>
        <Registrations memberships={memberships} className="mt-3 text-sm" />
        <MoreLink href={paths.about} label={labels.moreAboutMe} />
      </div>
    </aside>
  );
}
