import type { ReviewProfile } from '#/config/review-profile.ts';
import { labels } from '#/config/labels.ts';
import Stars from './Stars';

interface Props {
  profile: ReviewProfile;
}

/** Says where her rating comes from and links there. */
export default function Badge({ profile }: Props) {
  return (
    <a
      href={profile.url}
      className="inline-flex items-center gap-2 rounded-full border border-line bg-surface px-4 py-1.5 text-sm font-semibold text-ink shadow-card underline-offset-4 hover:underline"
    >
      <Stars count={1} decorative />
      {labels.rating(profile.average, profile.count, profile.platform)}
    </a>
  );
}
