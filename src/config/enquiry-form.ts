/**
 * The enquiry form's service, from its one setting (issue 49): each service's documented plain-HTML
 * endpoint, as its own documentation names the fields a form posts.
 *
 * - Formspree (help.formspree.io, "Building your form"): the form posts to its address
 *   https://formspree.io/f/<id>; `_next` names the page to send the visitor to; `_subject` the
 *   e-mail's subject; `_gotcha` is its honeypot (a filled one is silently dropped); every form is
 *   also screened by its own spam filter (reCAPTCHA, on Formspree's page, after sending).
 * - Web3Forms (docs.web3forms.com, "Custom Redirection", "Spam Protection"): the form posts to
 *   https://api.web3forms.com/submit with her `access_key`; `redirect` names the page (an absolute
 *   address); `subject`; `botcheck` is its honeypot, a checkbox.
 * - Netlify Forms, on Netlify only (docs.netlify.com, "Forms setup", "Spam filters"): the form posts
 *   to the site itself, marked `data-netlify`, named by `form-name`; its `action` is the page to show
 *   after sending; `netlify-honeypot` names its honeypot; Akismet screens every message.
 * No Zod here (the settings schema checks the setting with it): the editor's preview draws the form.
 */
import { paths } from '#/config/paths.ts';

export interface EnquiryFormService {
  /** As the service names itself, for the privacy notice. */
  name: string;
  /** Where it posts: the service's address, or (Netlify) a page of the site. */
  action: string;
  privacyNotice: string;
  /** The hidden fields the service reads, given our thank-you page's full address and the e-mail's subject. */
  hidden: (thanks: string, subject: string) => Record<string, string>;
  honeypot: { name: string; type: 'text' | 'checkbox' };
  /** On the form element itself (Netlify's). */
  attributes?: Record<string, string>;
}

const FORMSPREE = /^https:\/\/formspree\.io\/f\/[A-Za-z0-9]+$/;
const WEB3FORMS_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NETLIFY = /^netlify$/i;
/** Netlify's form name, and so its name in her Netlify dashboard. */
const NETLIFY_FORM = 'enquiry';

const formspree = (address: string): EnquiryFormService => ({
  name: 'Formspree',
  action: address,
  privacyNotice: 'https://formspree.io/legal/privacy-policy',
  hidden: (thanks, subject) => ({ _subject: subject, _next: thanks }),
  honeypot: { name: '_gotcha', type: 'text' },
});

const web3forms = (key: string): EnquiryFormService => ({
  name: 'Web3Forms',
  action: 'https://api.web3forms.com/submit',
  privacyNotice: 'https://web3forms.com/privacy',
  hidden: (thanks, subject) => ({ access_key: key.toLowerCase(), subject, redirect: thanks }),
  honeypot: { name: 'botcheck', type: 'checkbox' },
});

const netlify: EnquiryFormService = {
  name: 'Netlify',
  action: paths.enquirySent,
  privacyNotice: 'https://www.netlify.com/privacy/',
  hidden: (_thanks, subject) => ({ 'form-name': NETLIFY_FORM, subject }),
  honeypot: { name: 'bot-field', type: 'text' },
  attributes: { name: NETLIFY_FORM, 'data-netlify': 'true', 'netlify-honeypot': 'bot-field' },
};

/** Undefined for a value that names no service (the schema refuses it). */
export function enquiryFormService(setting: string): EnquiryFormService | undefined {
  const value = setting.trim();
  if (FORMSPREE.test(value)) return formspree(value);
  if (WEB3FORMS_KEY.test(value)) return web3forms(value);
  return NETLIFY.test(value) ? netlify : undefined;
}

/** The one origin off the site the form posts to, which the policies then allow; none for Netlify (the site itself). */
export const formOrigin = (service: EnquiryFormService | undefined): string | undefined =>
  service && URL.canParse(service.action) ? new URL(service.action).origin : undefined;

/** Her settings' form, if she set one. */
export const enquiryFormOf = (settings: { enquiryForm?: string | undefined }) =>
  settings.enquiryForm ? enquiryFormService(settings.enquiryForm) : undefined;
