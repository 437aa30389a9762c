/**
 * Her profile kit (issue 49): ready-to-paste text for the directories clients look her up in, made from her
 * settings and pages (nothing typed twice), each field within the length its directory states.
 *
 * The lengths, as each directory states them (characters):
 * - Google Business Profile: the description, 750 (Google Business Profile Help, "Edit your Business
 *   Profile", support.google.com/business/answer/3038177); a service's description, 300 (the services editor;
 *   lettercounter.org/blog/google-business-profile-character-limit, "recently reduced from 1,000").
 * - Psychology Today: the personal statement's three boxes, "What can I help you with?" 640, "What's my
 *   approach?" 360, "About me" 360 (the profile editor, as reframepractice.com/answers/psychology-today/
 *   therapist-bio-mistakes-to-avoid and thebigfishseo.com/blog/how-to-optimize-psychology-today-profile
 *   report it; Psychology Today publishes no list).
 * - The NCH's "Find a therapist" directory (hypnotherapists.org.uk) and the CNHC's register
 *   (cnhcregister.org.uk): neither states a length; the description given the NCH is Google's, within 750.
 */
import { range } from '#/config/fill-ins.ts';
import { profileKitWords } from '#/config/profile-kit-words.ts';
import { dayRangeLabel, hoursLabel } from '#/lib/office-hours.ts';
import { shortName } from '#/lib/credentials.ts';
import { inPageOrder, pageOf, type SiteContent } from '#/lib/site-content.ts';

export interface KitField {
  label: string;
  text: string;
  /** The directory's stated maximum, in characters; none where it states none. */
  limit?: number;
}

export interface KitDirectory {
  name: string;
  /** Where in the directory she pastes it. */
  where: string;
  fields: KitField[];
}

export const LIMITS = {
  googleDescription: 750,
  googleService: 300,
  psychologyTodayHelp: 640,
  psychologyTodayApproach: 360,
  psychologyTodayAbout: 360,
} as const;

/** As a directory counts them: characters, not UTF-16 units (an emoji is one). */
export const characters = (text: string) => [...text].length;

const ELLIPSIS = '…';

/**
 * Whole sentences of the texts, in order, while they fit; a first sentence longer than the limit alone is cut
 * at a word, with an ellipsis. Never over the limit.
 */
export function within(texts: readonly (string | undefined)[], limit: number): string {
  const sentences = texts.flatMap((text) => (text ?? '').trim().split(/(?<=[.!?])\s+/)).filter(Boolean);
  let kept = '';
  for (const sentence of sentences) {
    const next = kept ? `${kept} ${sentence}` : sentence;
    if (characters(next) > limit) break;
    kept = next;
  }
  if (kept || sentences.length === 0) return kept;
  const room = [...(sentences[0] ?? '')].slice(0, limit - ELLIPSIS.length).join('');
  const cut = room.lastIndexOf(' ') > 0 ? room.slice(0, room.lastIndexOf(' ')) : room;
  return `${cut.replace(/[\s,;:–—-]+$/, '')}${ELLIPSIS}`;
}

export function profileKit(content: SiteContent): KitDirectory[] {
  const { settings: site } = content;
  const home = pageOf(content, 'home');
  const about = pageOf(content, 'about');
  const servicesPage = pageOf(content, 'services');
  const words = profileKitWords.fields;
  const services = inPageOrder(content.services, servicesPage.services);

  const address = [
    site.address.venue,
    site.address.street,
    site.address.town,
    site.address.county,
    site.address.postcode,
  ];
  const contact = {
    address: { label: words.address, text: address.join('\n') },
    phone: { label: words.phone, text: site.phone },
    email: { label: words.email, text: site.email },
    website: { label: words.website, text: site.siteUrl },
  };
  const hours = {
    label: words.hours,
    text: site.officeHours.map((entry) => `${dayRangeLabel(entry.days)}: ${hoursLabel(entry)}`).join('\n'),
  };
  const serviceNames = { label: words.services, text: services.map((service) => service.data.title).join('\n') };
  // What she offers and where, how she works (and that it complements a GP's care), then who she is.
  const description = within(
    [home.lead, home.sections.approach.text, home.sections.about.text],
    LIMITS.googleDescription,
  );
  const practitioner = `${site.practitioner.name}, ${site.practitioner.role}`;
  const consultation = words.consultation(`${range(site.prices.consultationMinutes)} minutes`, site.freeConsultation);

  // A body's directory only while she is its member: its register lists members alone.
  const directoryOf = (body: string, directory: KitDirectory) =>
    site.credentials.memberships.some(({ name }) => shortName(name) === body) ? [directory] : [];
  return [
    {
      name: 'Google Business Profile',
      where: profileKitWords.where.google,
      fields: [
        { label: words.businessName, text: site.practiceName },
        contact.address,
        contact.phone,
        contact.website,
        hours,
        { label: words.description, text: description, limit: LIMITS.googleDescription },
        ...services.map((service) => ({
          label: words.service(service.data.title),
          text: within([service.data.subtitle], LIMITS.googleService),
          limit: LIMITS.googleService,
        })),
      ],
    },
    {
      name: 'Psychology Today',
      where: profileKitWords.where.psychologyToday,
      fields: [
        { label: words.nameAndTitle, text: practitioner },
        contact.address,
        contact.phone,
        contact.website,
        {
          label: words.helpWith,
          text: within([home.lead, about.lead, consultation], LIMITS.psychologyTodayHelp),
          limit: LIMITS.psychologyTodayHelp,
        },
        {
          label: words.approach,
          text: within([servicesPage.sections.approach.text], LIMITS.psychologyTodayApproach),
          limit: LIMITS.psychologyTodayApproach,
        },
        {
          label: words.aboutMe,
          text: within([home.sections.about.text], LIMITS.psychologyTodayAbout),
          limit: LIMITS.psychologyTodayAbout,
        },
        serviceNames,
      ],
    },
    ...directoryOf('NCH', {
      name: 'National Council for Hypnotherapy (NCH)',
      where: profileKitWords.where.nch,
      fields: [
        { label: words.nameAndTitle, text: practitioner },
        { label: words.practiceName, text: site.practiceName },
        contact.address,
        contact.phone,
        contact.email,
        contact.website,
        hours,
        serviceNames,
        { label: words.description, text: description },
      ],
    }),
    ...directoryOf('CNHC', {
      name: 'Complementary and Natural Healthcare Council (CNHC)',
      where: profileKitWords.where.cnhc,
      fields: [
        { label: words.practiceName, text: site.practiceName },
        contact.address,
        contact.phone,
        contact.email,
        contact.website,
      ],
    }),
  ];
}
