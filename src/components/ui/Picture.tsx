import type { Photo } from '#/lib/art.ts';

interface Props {
  photo: Photo;
  sizes: string;
  className: string;
  fetchPriority?: 'high';
}

export default function Picture({ photo, sizes, className, fetchPriority }: Props) {
  return (
    <img
      src={photo.src}
      srcSet={photo.srcSet}
      sizes={sizes}
      width={photo.width}
      height={photo.height}
      alt={photo.alt}
      fetchPriority={fetchPriority}
      className={className}
    />
  );
}
