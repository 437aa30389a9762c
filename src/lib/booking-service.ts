/** As their own pages name them. */
const SERVICES: Readonly<Record<string, string>> = {
  'calendly.com': 'Calendly',
  'cal.com': 'Cal.com',
  'acuityscheduling.com': 'Acuity Scheduling',
  'as.me': 'Acuity Scheduling',
  'simplepractice.com': 'SimplePractice',
  'janeapp.com': 'Jane',
  'janeapp.co.uk': 'Jane',
  'cliniko.com': 'Cliniko',
  'calendar.google.com': 'Google Calendar',
  'calendar.app.google': 'Google Calendar',
};

/** calendly.com -> Calendly, else its host. */
export function bookingServiceName(bookingUrl: string): string {
  const host = new URL(bookingUrl).hostname.replace(/^www\./, '');
  const domain = Object.keys(SERVICES).find((known) => host === known || host.endsWith(`.${known}`));
  return domain ? (SERVICES[domain] ?? host) : host;
}
