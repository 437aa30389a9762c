import type { Photo } from '#/lib/art.ts';

interface Props {
  photo: Photo;
  sizes: string;
  /** Its place and width; the shape is always the same. */
  className: string;
  /**
   * Fetched first where it is the page's largest paint on a phone (About); last where the heading
   * is (home), whose font it would otherwise hold up on a slow connection.
   */
  first?: boolean;
  /** A small one (beside a text): its frame drawn closer. */
  small?: boolean;
}

/**
 * Her photo, upright (4:5) and whole at every width: an arch over head and shoulders, never a
 * landscape strip. A photo of another shape is framed on its upper middle, where a face is.
 */
export default function Portrait({ photo, sizes, className, first = false, small = false }: Props) {
  const offset = small
    ? 'translate-x-1.5 translate-y-1.5'
    : 'translate-x-3 translate-y-3 sm:translate-x-5 sm:translate-y-5';
  return (
    <div className={`relative ${className}`}>
      <div aria-hidden="true" className={`portrait-arch absolute inset-0 border-2 border-primary/35 ${offset}`} />
      <img
        src={photo.src}
        srcSet={photo.srcSet}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
        alt={photo.alt}
        fetchPriority={first ? 'high' : 'low'}
        className="portrait-arch relative aspect-[4/5] w-full bg-surface object-cover object-[50%_25%] shadow-raised"
      />
    </div>
  );
}
