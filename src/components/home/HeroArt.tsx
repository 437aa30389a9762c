import type { ArtSources } from '~/lib/art';

/** A 1x1 transparent GIF: what phones load instead of the art. */
const NOTHING = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
const WIDE = '(min-width: 1024px)';

interface Props {
  art: ArtSources;
}

/** Decorative art beside the hero on wide screens only: phones download none of it. */
export default function HeroArt({ art }: Props) {
  return (
    <picture>
      <source media={WIDE} type="image/webp" srcSet={art.webp} sizes="28rem" />
      <img
        src={NOTHING}
        alt=""
        width={art.width}
        height={art.height}
        fetchPriority="high"
        className="hidden aspect-square w-full rounded-full shadow-raised lg:block"
      />
    </picture>
  );
}
