import type { Service } from 'schema-dts';
import { absoluteUrl } from '#/lib/seo/urls.ts';
import { areaServed, practiceRef } from './practice';

/** A service or clinic the practice offers, on its own page. */
export function service(path: string, name: string, description: string): Service {
  const url = absoluteUrl(path);
  return {
    '@type': 'Service',
    '@id': `${url}#service`,
    name,
    description,
    url,
    provider: practiceRef(),
    areaServed: areaServed(),
  };
}
