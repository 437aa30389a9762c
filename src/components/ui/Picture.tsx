import type { Photo } from '#/lib/art.ts';

interface Props {
  photo: Photo;
  sizes: string;
  className: string;
}

/** A page's first picture, at the top of its first screen: fetched first. */
export default function Picture({ photo, sizes, className }: Props) {
  return (
    <img
      src={photo.src}
      srcSet={photo.srcSet}
      sizes={sizes}
      width={photo.width}
      height={photo.height}
      alt={photo.alt}
      fetchPriority="high"
      className={className}
    />
  );
}
