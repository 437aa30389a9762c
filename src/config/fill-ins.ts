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

const venueOf = (site: Settings) => ({
  venue: site.address.venue,
  street: site.address.street,
  address: [site.address.venue, site.address.street, site.address.town, site.address.postcode].join(', '),
});

export const capital = (words: string) => `${words.charAt(0).toUpperCase()}${words.slice(1)}`;

/** How the site names her first consultation: "free", or "first" when it is not free. */
export const freeOrFirst = (site: Pick<Settings, 'freeConsultation'>) => (site.freeConsultation ? 'free' : 'first');

/** Online only, she has no venue to name: no address or map. */
export const seesClientsInPerson = (site: Pick<Settings, 'sessionsWhere'>) => site.sessionsWhere !== 'Online only';

/** The age groups a page or article may be written for (its `forAges`); adults are always seen. */
export const AGE_GROUPS = ['Teenagers', 'Children'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

const SEEN: Readonly<Record<Settings['ages'], readonly AgeGroup[]>> = {
  'Adults only': [],
  'Adults and teenagers': ['Teenagers'],
  'Children, teenagers and adults': ['Teenagers', 'Children'],
};

export const agesSeen = (site: Pick<Settings, 'ages'>): readonly AgeGroup[] => SEEN[site.ages];

/**
 * Written for an age group her answers leave out: held back, and a link to it keeps its words, not its link. Only a
 * group named holds back: the editor holds an unchosen "Written for" as "" while she types.
 */
export const heldBackByAnswers = (data: { forAges?: unknown }, site: Pick<Settings, 'ages'>) =>
  AGE_GROUPS.some((group) => data.forAges === group && !agesSeen(site).includes(group));

/** Switched off as a draft, or held back by her answers: no page, link, card or mention. */
export const switchedOff = (data: { draft?: unknown; forAges?: unknown }, site: Pick<Settings, 'ages'>) =>
  data.draft === true || heldBackByAnswers(data, site);

/**
 * Her answers in Practice settings › Your practice (README, "Your practice"). As words: "{freeOrFirst} consultation",
 * "{Approach} hypnotherapy" (each of the first three with its capitalised twin for a sentence's start; {free} is unset
 * when the first consultation is not free), "Hypnotherapy {where}". As conditions, empty while true and unset once her
 * answers rule it out, so a sentence holding one goes: "{ifFree}There is no charge.", {ifOnline}, {ifInPerson},
 * {ifTeenagers}.
 */
const answersOf = (site: Settings): Record<string, string | undefined> => {
  const free = site.freeConsultation;
  const words: Record<string, string | undefined> = {
    free: free ? 'free' : undefined,
    freeOrFirst: freeOrFirst(site),
    approach: site.approach,
  };
  const places = <T>(both: T, inPerson: T, online: T) =>
    site.sessionsWhere === 'In person only' ? inPerson : site.sessionsWhere === 'Online only' ? online : both;
  const town = site.address.town;
  const ages = <T>(all: T, teenagers: T, adults: T) =>
    site.ages === 'Adults only' ? adults : site.ages === 'Adults and teenagers' ? teenagers : all;
  const when = (shown: boolean) => (shown ? '' : undefined);
  return {
    ...Object.fromEntries(
      Object.entries(words).flatMap(([name, value]) => [
        [name, value],
        [capital(name), value && capital(value)],
      ]),
    ),
    where: places(`in ${town} and online`, `in ${town}`, 'online'),
    whereTitle: places(`in ${town} and Online`, `in ${town}`, 'Online'),
    whereAcrossTheUK: places(`in ${town} and online across the UK`, `in ${town}`, 'online across the UK'),
    atVenueOrOnline: places(
      `at ${site.address.venue} or online anywhere in the UK`,
      `at ${site.address.venue}`,
      'online anywhere in the UK',
    ),
    inPersonOrOnline: places('in person or online', 'in person', 'online'),
    meetingPlaces: places(
      `in person at ${site.address.venue}, online or by phone`,
      `in person at ${site.address.venue} or by phone`,
      'online or by phone',
    ),
    howWeMeet: places('by phone, video or in person', 'by phone or in person', 'by phone or video'),
    whoISee: ages('people of all ages', 'adults and teenagers', 'adults'),
    clientsISee: ages('adults and young people', 'adults and young people', 'adults'),
    ifFree: when(free),
    ifInPerson: when(seesClientsInPerson(site)),
    ifOnline: when(site.sessionsWhere !== 'In person only'),
    ifTeenagers: when(agesSeen(site).includes('Teenagers')),
  };
};

/** A token whose setting is left empty is not a token until it is filled in. */
const optionalOf = (site: Settings, clinics: readonly ClinicNaming[]): Record<string, string | undefined> => ({
  ...answersOf(site),
  ...Object.fromEntries(
    Object.entries(venueOf(site)).map(([name, value]) => [name, seesClientsInPerson(site) ? value : undefined]),
  ),
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
