import type { Settings } from './settings-schema.ts';

const range = (value: string) => value.replace('-', '–');
const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 0 });

/**
 * What content may write as {token}, from the given settings (the build's, or the web editor's
 * current copy in its preview): practice details come from the settings, never from copy.
 */
export const tokensOf = (site: Settings): Readonly<Record<string, string>> => ({
  practitioner: site.practitioner.name,
  practiceName: site.practiceName,
  sessionPrice: money.format(site.prices.session),
  sessionLength: `${range(site.prices.sessionMinutes)} minutes`,
  consultationLength: `${range(site.prices.consultationMinutes)} minutes`,
  firstSessionLength: `${range(site.prices.firstSessionMinutes)} minutes`,
  courseLength: `${range(site.prices.typicalCourseSessions)} sessions`,
  yearsOfExperience: String(site.practitioner.yearsOfExperience),
  venue: site.address.venue,
  town: site.address.town,
  email: site.email,
  phone: site.phone,
  firstSessionPrice: money.format(site.prices.firstSession),
  dentalPartner: site.dentalPartner,
  insurer: site.credentials.insurer,
  icoRegistration: site.privacy.icoRegistration,
  emailProvider: site.privacy.processors.email,
  videoCallService: site.privacy.processors.videoCalls,
  webHost: site.privacy.processors.webHost,
  paymentProvider: site.privacy.processors.payments,
});
