/**
 * Imported first: a settings field the schema refuses reads as its stand-in, so the config and schemas load and
 * the check reports it with every other problem. Nothing is built with a stand-in: the check stops the build first.
 */
import { STAND_IN } from '#/config/settings-stand-in.ts';

Object.assign(globalThis, { [STAND_IN]: true });
