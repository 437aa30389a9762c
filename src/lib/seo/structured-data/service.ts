import type { Service } from 'schema-dts';
import { absoluteUrl } from '#/lib/seo/urls.ts';
import { areaServed, practiceRef } from '#/lib/seo/structured-data/practice.ts';

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
