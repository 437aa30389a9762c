import type { ArtSources } from '#/lib/art.ts';

const NOTHING = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

interface Props {
  art: ArtSources;
  /** Narrower screens download none of it ('0px': on every screen). */
  minWidth: '0px' | '640px' | '1024px';
  sizes: string;
  className: string;
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high';
}

/** On a phone it would cost a download and push the words down. */
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
