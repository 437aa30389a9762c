/** Imported first: a refused settings field reads as its stand-in; the check stops the build before any is used. */
import { STAND_IN } from '#/config/settings-stand-in.ts';

Object.assign(globalThis, { [STAND_IN]: true });
