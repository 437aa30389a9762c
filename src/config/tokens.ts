import { clinicNamings } from './clinic-namings.ts';
import { site } from './site.ts';
import { tokensOf, unsetTokensOf } from './tokens-of.ts';

export { money, range, unsetTokenMessage } from './tokens-of.ts';

const clinics = clinicNamings();

/** What content may write as {token}, from the settings file (src/config/tokens-of.ts). */
export const settingsTokens: Readonly<Record<string, string>> = tokensOf(site, clinics);

/** The optional settings' tokens with no value: content using one is told to fill the setting in or reword. */
export const unsetTokens: readonly string[] = unsetTokensOf(site, clinics);
