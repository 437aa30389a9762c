import type { Settings } from '#/config/settings-schema.ts';
import { mailtoHref, telHref } from '#/lib/contact-links.ts';

/**
 * Her own phone and e-mail links, so that a tap on a helpline's number is never counted. Never on a page with a
 * quick exit (the pro bono clinic, for survivors of domestic abuse), whatever the settings: no script, no request.
 */
export const counterData = (settings: Settings, page: { quickExit?: boolean | undefined }) =>
  settings.goatCounter && !page.quickExit
    ? {
        'data-counter': `${new URL(settings.goatCounter).origin}/count`,
        'data-counter-call': telHref(settings.phone),
        'data-counter-email': mailtoHref(settings.email),
      }
    : {};
