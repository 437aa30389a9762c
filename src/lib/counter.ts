import type { Settings } from '#/config/settings-schema.ts';
import { mailtoHref, telHref } from '#/lib/contact-links.ts';

/** Her own phone and e-mail links, so that a tap on a helpline's number is never counted. */
export const counterData = (settings: Settings) =>
  settings.goatCounter
    ? {
        'data-counter': `${new URL(settings.goatCounter).origin}/count`,
        'data-counter-call': telHref(settings.phone),
        'data-counter-email': mailtoHref(settings.email),
      }
    : {};
