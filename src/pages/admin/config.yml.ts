import { stringify } from 'yaml';
import { siteSettings } from '#/config/site.ts';
import { backendFrom } from '#/editor/backend.ts';
import { cmsConfig } from '#/editor/cms-config.ts';

export function GET(): Response {
  const config = cmsConfig(backendFrom(process.env), `${siteSettings().practiceName}: website editor`);
  return new Response(stringify(config, { aliasDuplicateObjects: false }), {
    headers: { 'Content-Type': 'application/yaml; charset=utf-8' },
  });
}
