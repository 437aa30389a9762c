import { useEffect, useState } from 'react';
import type { Photo } from '#/lib/art.ts';

/** A picture that fails to load is asked for again: the editor names it by its path until it has read the file. */
const RETRY = { times: 25, afterMs: 200 };

/** Its size read from the file, as the build does; undefined until loaded. */
export function usePhoto(url: string | undefined, alt: string): Photo | undefined {
  const [size, setSize] = useState<{ url: string; width: number; height: number }>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!url) return;
    const image = new Image();
    let retry: number | undefined;
    image.onload = () => setSize({ url, width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => {
      if (attempt < RETRY.times) retry = window.setTimeout(() => setAttempt(attempt + 1), RETRY.afterMs);
    };
    image.src = url;
    return () => {
      image.onload = null;
      image.onerror = null;
      window.clearTimeout(retry);
    };
  }, [url, attempt]);
  if (!url || size?.url !== url) return undefined;
  return { src: url, srcSet: `${url} ${size.width}w`, width: size.width, height: size.height, alt };
}
