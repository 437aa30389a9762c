/** Which encoding to send a compressible file in, for an Accept-Encoding header, as the hosts choose. */
import { compression } from '#/serving/http-headers.ts';

export type Encoding = (typeof compression.encodings)[number];

/** The codings a client accepts, without those it refuses ("br;q=0"). */
function acceptedCodings(header: string | undefined): Set<string> {
  return new Set(
    (header ?? '')
      .split(',')
      .filter((coding) => !/;\s*q=0(?:\.0{0,3})?\s*$/i.test(coding))
      .map((coding) => coding.split(';')[0]?.trim().toLowerCase() ?? ''),
  );
}

/** The preferred encoding (brotli first) the client accepts, if any. */
export function chosenEncoding(header: string | undefined): Encoding | undefined {
  const accepted = acceptedCodings(header);
  return compression.encodings.find(({ name }) => accepted.has(name));
}
