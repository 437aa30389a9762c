/**
 * Fill-ins: practice details content writes as {name} (e.g. {sessionPrice}), filled from the
 * settings given (the build's: site.ts; the web editor's current copy in its preview). Pure: the
 * preview bundles it.
 */
import type { Settings } from '#/config/settings-schema.ts';

export const range = (value: string) => value.replace('-', '–');
export const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 0 });

/** A clinic as its file holds it: its id (the file's name), title and draft box. */
export interface ClinicNaming {
  id: string;
  data: { title?: unknown; draft?: unknown };
}

/**
 * Each clinic's title as {<id>Clinic} (e.g. {dentalClinic}); a clinic switched off (a draft) has
 * none, so a sentence naming it goes with it, like one naming a setting she left empty.
 */
const clinicTitles = (clinics: readonly ClinicNaming[]): Record<string, string | undefined> =>
  Object.fromEntries(
    clinics.map(({ id, data }) => [
      `${id}Clinic`,
      data.draft !== true && typeof data.title === 'string' ? data.title : undefined,
    ]),
  );

/** Tokens of optional settings: a token whose setting is left empty is not a token until it is filled in. */
const optionalOf = (site: Settings, clinics: readonly ClinicNaming[]): Record<string, string | undefined> => ({
  dentalPartner: site.dentalPartner,
  insurer: site.credentials.insurer,
  professionalBodies: list(site.credentials.memberships.map(({ name }) => name)),
  ...clinicTitles(clinics),
});

/** "A", "A and B", "A, B and C"; undefined for none. */
const list = (names: string[]) => (names.length > 0 ? new Intl.ListFormat('en-GB').format(names) : undefined);

/** The optional settings' tokens with no value: content using one is told to fill the setting in or reword. */
export const unsetTokensOf = (site: Settings, clinics: readonly ClinicNaming[]): readonly string[] =>
  Object.entries(optionalOf(site, clinics)).flatMap(([name, value]) => (value === undefined ? [name] : []));

export const unsetTokenMessage = (token: string) =>
  `uses ${token}, which the Practice settings leave empty. Fill it in there, or reword this without it.`;

/**
 * What content may write as {token}, from the given settings (the build's, or the web editor's
 * current copy in its preview): practice details come from the settings, never from copy.
 */
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

/** A fill-in as content writes it: {name}. */
export const FILL_IN = /\{([a-zA-Z]+)\}/g;

export interface FilledText {
  text: string;
  unknown: string[];
}

/** Replaces {name} tokens with values; reports the names it does not know. */
export function fillTokens(input: string, values: Readonly<Record<string, string>>): FilledText {
  const unknown: string[] = [];
  const text = input.replace(FILL_IN, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) unknown.push(whole);
    return value ?? whole;
  });
  return { text, unknown };
}

/**
 * The text without each sentence that names one of the given {tokens}: a sentence that depends on
 * a detail she deleted (her partner practice, her memberships) goes with it. A sentence ends at
 * ".", "!" or "?" followed by a space.
 */
export function withoutSentencesNaming(text: string, names: readonly string[]): string {
  const parts = text.split(/((?<=[.!?])\s+)/);
  const kept: string[] = [];
  for (let at = 0; at < parts.length; at += 2) {
    const sentence = parts[at] ?? '';
    if (!names.some((name) => sentence.includes(`{${name}}`))) kept.push(sentence, parts[at + 1] ?? '');
  }
  return kept.join('');
}
