import { useEffect, useState } from 'react';

interface Size {
  url: string;
  width: number;
  height: number;
}

/** A picture's own width and height, once the browser has read it (the editor knows only its address). */
export function useNaturalSize(url: string | undefined): Omit<Size, 'url'> | undefined {
  const [size, setSize] = useState<Size>();
  useEffect(() => {
    if (!url) return;
    const image = new Image();
    image.onload = () => setSize({ url, width: image.naturalWidth, height: image.naturalHeight });
    image.src = url;
    return () => {
      image.onload = null;
    };
  }, [url]);
  return size?.url === url ? size : undefined;
}
