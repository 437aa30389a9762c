import { site } from './site.ts';
import { tokensOf } from './tokens-of.ts';

/** What content may write as {token}, from the settings file (src/config/tokens-of.ts). */
export const settingsTokens: Readonly<Record<string, string>> = tokensOf(site);
