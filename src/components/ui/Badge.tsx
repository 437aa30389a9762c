import type { ReviewProfile } from '#/config/review-profile.ts';
import { labels } from '#/config/labels.ts';

interface Props {
  profile: ReviewProfile;
}

/** 27 x 24 units: 18 x 16 px on screen. */
const STAR = 'M13.5 2l2.9 6.6 7.1.6-5.4 4.7 1.6 7-6.2-3.8-6.2 3.8 1.6-7-5.4-4.7 7.1-.6z';

/** Says where her rating comes from and links there. The star is inline, so it needs no request while the fonts load. */
export default function Badge({ profile }: Props) {
  return (
    <a
      href={profile.url}
      className="inline-flex items-center gap-2 rounded-full border border-line bg-surface px-4 py-1.5 text-sm font-semibold text-ink shadow-card underline-offset-4 hover:underline"
    >
      <svg
        viewBox="0 0 27 24"
        width={18}
        height={16}
        fill="currentColor"
        className="inline-block shrink-0 align-baseline text-star"
        aria-hidden="true"
      >
        <path d={STAR} />
      </svg>
      {labels.rating(profile.average, profile.count, profile.platform)}
    </a>
  );
}
