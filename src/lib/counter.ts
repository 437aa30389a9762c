import type { Settings } from '#/config/settings-schema.ts';
import { mailtoHref, telHref } from './contact-links';

/**
 * What the enquiry counter's script reads from the <body> (data-counter-*), while the settings
 * name a GoatCounter site: its documented /count endpoint, and her own phone and e-mail links, so
 * that a tap on a helpline's number is never counted.
 */
export const counterData = (settings: Settings) =>
  settings.goatCounter
    ? {
        'data-counter': `${new URL(settings.goatCounter).origin}/count`,
        'data-counter-call': telHref(settings.phone),
        'data-counter-email': mailtoHref(settings.email),
      }
    : {};
