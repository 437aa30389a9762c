/**
 * Imported first (by integration.ts, which astro.config.ts imports first): from here on, a
 * settings field the schema refuses reads as its stand-in (src/config/settings-stand-in.ts), so
 * the config and the schemas load and the check reports that field with every other problem.
 * Nothing is built with a stand-in: the check stops the build first.
 */
import { STAND_IN } from '#/config/settings-stand-in.ts';

Object.assign(globalThis, { [STAND_IN]: true });
