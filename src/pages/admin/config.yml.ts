import { stringify } from 'yaml';
import hostBuild from 'virtual:go-live/host-build';
import { siteSettings } from '#/config/site.ts';
import { cmsConfig } from '#/editor/cms-config.ts';

export function GET(): Response {
  const config = cmsConfig(hostBuild.backend, `${siteSettings().practiceName}: website editor`);
  return new Response(stringify(config, { aliasDuplicateObjects: false }), {
    headers: { 'Content-Type': 'application/yaml; charset=utf-8' },
  });
}
