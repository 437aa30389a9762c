import type { ArtSources } from '#/lib/art.ts';

/** A 1x1 transparent GIF: what narrower screens load instead of the art. */
const NOTHING = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

interface Props {
  art: ArtSources;
  /** The art shows from this width up; narrower screens download none of it ('0px': on every screen). */
  minWidth: '0px' | '640px' | '1024px';
  sizes: string;
  /** Must hide the image below minWidth (e.g. "hidden sm:block"). */
  className: string;
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high';
}

/** Decorative art for wider screens only: on a phone it would cost a download and push the words down. */
export default function WideScreenArt({ art, minWidth, sizes, className, loading, fetchPriority }: Props) {
  return (
    <picture>
      <source media={`(min-width: ${minWidth})`} type="image/webp" srcSet={art.webp} sizes={sizes} />
      <img
        src={NOTHING}
        alt=""
        width={art.width}
        height={art.height}
        loading={loading}
        fetchPriority={fetchPriority}
        className={className}
      />
    </picture>
  );
}
