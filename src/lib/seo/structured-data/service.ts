import type { Service } from 'schema-dts';
import { absoluteUrl } from '#/lib/seo/urls.ts';
import { areaServed, practiceRef } from './practice';

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
