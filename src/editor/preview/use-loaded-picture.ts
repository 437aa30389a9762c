import { useEffect, useState } from 'react';

/** Read again this many times, this far apart, before giving up on a picture that does not load. */
const RETRIES = 20;
const RETRY_MS = 100;

interface Loaded {
  url: string;
  width: number;
  height: number;
}

/**
 * A picture the editor holds, with its own width and height once the browser has read it.
 * Until the editor has read the file itself, it answers with the file's path, which does not
 * load: then it asks again a little later.
 */
export function useLoadedPicture(picture: (path: string) => string | undefined, path: string | undefined) {
  const [loaded, setLoaded] = useState<Loaded>();
  const [tries, setTries] = useState(0);
  const url = path ? picture(path) : undefined;
  useEffect(() => {
    if (!url) return;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const image = new Image();
    image.onload = () => setLoaded({ url, width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => {
      if (tries < RETRIES) retry = setTimeout(() => setTries(tries + 1), RETRY_MS);
    };
    image.src = url;
    return () => {
      image.onload = null;
      image.onerror = null;
      clearTimeout(retry);
    };
  }, [url, tries]);
  return loaded?.url === url ? loaded : undefined;
}
