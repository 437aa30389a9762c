/** Practice details content writes as {name}, from the build's settings or the editor's copy. Pure: the preview bundles it. */
import type { Settings } from '#/config/settings-schema.ts';

export const range = (value: string) => value.replace('-', '–');
export const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 0 });

/** The filled-in values, the optional ones she left empty, and the names of credentials whose date has come. */
export interface FillIns {
  tokens: Readonly<Record<string, string>>;
  unset: readonly string[];
  /** "CNHC", "Complementary and Natural Healthcare Council"...: a sentence naming one leaves the site (src/lib/credentials.ts). */
  lapsed?: readonly string[] | undefined;
}

export interface ClinicNaming {
  id: string;
  data: { title?: unknown; draft?: unknown };
}

/** A token whose setting is left empty is not a token until it is filled in. */
const optionalOf = (site: Settings, clinics: readonly ClinicNaming[]): Record<string, string | undefined> => ({
  dentalPartner: site.dentalPartner,
  insurer: site.credentials.insurer,
  professionalBodies: list(site.credentials.memberships.map(({ name }) => name)),
  // A clinic switched off has none, so a sentence naming it goes with it, like one naming an empty setting.
  ...Object.fromEntries(
    clinics.map(({ id, data }) => [
      `${id}Clinic`,
      data.draft !== true && typeof data.title === 'string' ? data.title : undefined,
    ]),
  ),
});

/** "A", "A and B", "A, B and C"; undefined for none. */
const list = (names: string[]) => (names.length > 0 ? new Intl.ListFormat('en-GB').format(names) : undefined);

/** Content using one is told to fill the setting in or reword. */
export const unsetTokensOf = (site: Settings, clinics: readonly ClinicNaming[]): readonly string[] =>
  Object.entries(optionalOf(site, clinics)).flatMap(([name, value]) => (value === undefined ? [name] : []));

/** Practice details come from the settings, never from copy. */
export const tokensOf = (site: Settings, clinics: readonly ClinicNaming[]): Readonly<Record<string, string>> => {
  const filledIn = Object.entries(optionalOf(site, clinics)).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  return {
    practitioner: site.practitioner.name,
    practiceName: site.practiceName,
    sessionPrice: money.format(site.prices.session),
    sessionLength: `${range(site.prices.sessionMinutes)} minutes`,
    consultationLength: `${range(site.prices.consultationMinutes)} minutes`,
    firstSessionLength: `${range(site.prices.firstSessionMinutes)} minutes`,
    courseLength: `${range(site.prices.typicalCourseSessions)} sessions`,
    yearsOfExperience: String(site.practitioner.yearsOfExperience),
    venue: site.address.venue,
    street: site.address.street,
    address: [site.address.venue, site.address.street, site.address.town, site.address.postcode].join(', '),
    cancellationNotice: `${site.prices.cancellationNoticeHours} hours`,
    town: site.address.town,
    email: site.email,
    phone: site.phone,
    firstSessionPrice: money.format(site.prices.firstSession),
    ...Object.fromEntries(filledIn),
    icoRegistration: site.privacy.icoRegistration,
    emailProvider: site.privacy.processors.email,
    videoCallService: site.privacy.processors.videoCalls,
    webHost: site.privacy.processors.webHost,
    paymentProvider: site.privacy.processors.payments,
  };
};

export const FILL_IN = /\{([a-zA-Z]+)\}/g;

/** Reports the names it does not know. */
export function fillTokens(input: string, values: Readonly<Record<string, string>>) {
  const unknown: string[] = [];
  const text = input.replace(FILL_IN, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) unknown.push(whole);
    return value ?? whole;
  });
  return { text, unknown };
}

/**
 * A sentence that depends on a detail she deleted goes with it, and one naming a lapsed credential (`lapsed`, as
 * words: "NCH" in "the NCH's", not in "BRANCH"); a sentence ends at ".", "!" or "?" and a space.
 */
export function withoutSentencesNaming(text: string, names: readonly string[], lapsed: readonly string[] = []): string {
  const parts = text.split(/((?<=[.!?])\s+)/);
  const kept: string[] = [];
  for (let at = 0; at < parts.length; at += 2) {
    const sentence = parts[at] ?? '';
    if (!names.some((name) => sentence.includes(`{${name}}`)) && !namesAny(sentence, lapsed))
      kept.push(sentence, parts[at + 1] ?? '');
  }
  return kept.join('');
}

const escaped = (words: string) => words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether the text names any of them, each as whole words. */
export const namesAny = (text: string, names: readonly string[]) =>
  names.some((name) => new RegExp(`(?<![\\p{L}\\p{N}])${escaped(name)}(?![\\p{L}\\p{N}])`, 'u').test(text));
