/**
 * Practice details: the ONE place to change the name, contact details, prices
 * and opening hours. Every page reads them from here.
 *
 * The e-mail (example.com), phone (Ofcom's drama range 01632 960xxx), social
 * links and site address below are PLACEHOLDERS: replace them before going live.
 * See docs/editing-content.md.
 */
import { parseSettings } from './settings-schema';

export const site = parseSettings({
  practiceName: 'Harpenden Clinical Hypnotherapy',
  practitioner: {
    name: 'Sarah Ellis',
    role: 'Clinical Hypnotherapist',
    yearsOfExperience: 10,
  },
  siteUrl: 'https://www.example.com',
  email: 'hello@example.com',
  phone: '01632 960123',
  address: {
    venue: 'Harpenden Town Hall',
    street: 'Leyton Road',
    town: 'Harpenden',
    county: 'Hertfordshire',
    postcode: 'AL5 2LX',
  },
  map: { latitude: 51.8157, longitude: -0.3555 },
  social: [
    { network: 'Facebook', url: 'https://www.facebook.com/example' },
    { network: 'Instagram', url: 'https://www.instagram.com/example' },
    { network: 'LinkedIn', url: 'https://www.linkedin.com/in/example' },
  ],
  prices: {
    currency: 'GBP',
    session: 75,
    sessionMinutes: '50-60',
    consultationMinutes: '30-45',
    firstSessionMinutes: '60-90',
    typicalCourseSessions: '6-8',
  },
  officeHours: [
    { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' },
    { days: ['Saturday'], opens: '10:00', closes: '14:00' },
    { days: ['Sunday'], closed: true },
  ],
  enquirySubjects: {
    consultation: 'Free Consultation Request',
    general: 'New Consultation Web Enquiry',
  },
});

export type Site = typeof site;
