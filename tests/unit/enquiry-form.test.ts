/**
 * The enquiry form (issue 49) as each service's documentation says a plain HTML form must post to it
 * (src/config/enquiry-form.ts names the pages): where it posts, the hidden fields naming our thank-you page
 * and the e-mail's subject, the service's honeypot, hidden from people; and what the policies then allow.
 * Formspree's form in a browser, against a stand-in of its endpoint: tests/e2e/enquiry-form.spec.ts.
 */
import type { AstroGlobal } from 'astro';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import EnquiryForm from '#/components/contact/EnquiryForm.tsx';
import { enquiryFormService, formOrigin } from '#/config/enquiry-form.ts';
import { parseSettingsFile } from '#/config/settings-schema.ts';
import { ContentProblems } from '#/config/problems/problem.ts';
import { settingsFile } from '#/config/settings-files.ts';
import { headersFile } from '#/serving/build/cdn-files.ts';
import { allowWhatThePageOffers } from '#/serving/page-policy.ts';

const jsdom = 'jsdom'; // No types are installed for it (@types/jsdom): this one line needs none.
const { JSDOM } = (await import(/* @vite-ignore */ jsdom)) as { JSDOM: new (html: string) => { window: Window } };

const SITE = 'https://www.her-practice.co.uk';
const THANKS = `${SITE}/thank-you`;
const SUBJECT = 'New Consultation Web Enquiry';
const FORMSPREE = 'https://formspree.io/f/xyzabcde';
const WEB3FORMS_KEY = '1b2c3d4e-5f60-4a5b-9c8d-123456789abc';

/** The form as a page draws it, parsed as a browser would. */
function formOf(setting: string) {
  const service = enquiryFormService(setting);
  if (!service) throw new Error(`${setting} names no service`);
  const html = renderToStaticMarkup(
    createElement(EnquiryForm, { service, siteUrl: SITE, subject: SUBJECT, place: 'page' }),
  );
  const form = new JSDOM(html).window.document.querySelector('form');
  if (!form) throw new Error('No form');
  const hidden = Object.fromEntries(
    [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((input) => [input.name, input.value]),
  );
  return { html, form, hidden };
}

/** The fields a visitor fills in, by name, each labelled and required. */
const visibleFields = (form: HTMLFormElement) =>
  [...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input:not([type="hidden"]), textarea')]
    .filter((field) => !field.closest('[hidden]'))
    .map((field) => ({
      name: field.name,
      required: field.required,
      label: form.querySelector(`label[for="${field.id}"]`)?.textContent,
    }));

/** The honeypot: in the form, out of sight and out of the tab order. */
function honeypotOf(form: HTMLFormElement, name: string) {
  const field = form.querySelector<HTMLInputElement>(`[name="${name}"]`);
  return {
    type: field?.type,
    hidden: Boolean(field?.closest('[hidden]')),
    tabIndex: field?.tabIndex,
    value: field?.value,
  };
}

describe('the enquiry form, by service', () => {
  it('Formspree: posts to her form’s address, naming our thank-you page (_next); honeypot _gotcha', () => {
    const { form, hidden } = formOf(FORMSPREE);
    expect(form.method).toBe('post');
    expect(form.getAttribute('action')).toBe(FORMSPREE);
    expect(hidden).toEqual({ _next: THANKS, _subject: SUBJECT });
    expect(honeypotOf(form, '_gotcha')).toEqual({ type: 'text', hidden: true, tabIndex: -1, value: '' });
  });

  it('Web3Forms: posts to its endpoint with her access key, naming our thank-you page (redirect); honeypot botcheck', () => {
    const { form, hidden } = formOf(WEB3FORMS_KEY);
    expect(form.getAttribute('action')).toBe('https://api.web3forms.com/submit');
    expect(hidden).toEqual({ access_key: WEB3FORMS_KEY, redirect: THANKS, subject: SUBJECT });
    expect(honeypotOf(form, 'botcheck')).toMatchObject({ type: 'checkbox', hidden: true, tabIndex: -1 });
  });

  it('Netlify: posts to the site, to the thank-you page it then shows, marked for Netlify; honeypot bot-field', () => {
    const { form, hidden } = formOf('Netlify');
    expect(form.getAttribute('action')).toBe('/thank-you');
    expect(form.getAttribute('data-netlify')).toBe('true');
    expect(form.getAttribute('netlify-honeypot')).toBe('bot-field');
    expect(hidden['form-name']).toBe(form.getAttribute('name'));
    expect(honeypotOf(form, 'bot-field')).toEqual({ type: 'text', hidden: true, tabIndex: -1, value: '' });
  });

  it.each([FORMSPREE, WEB3FORMS_KEY, 'netlify'])(
    '%s: name, how to reply and a message, asking for no health details, no script',
    (setting) => {
      const { html, form } = formOf(setting);
      expect(visibleFields(form)).toEqual([
        { name: 'name', required: true, label: 'Your name' },
        { name: 'reply', required: true, label: 'Your e-mail address or phone number' },
        { name: 'message', required: true, label: 'Your message' },
      ]);
      expect(html).toContain('Please don’t include health details.');
      expect(html).not.toMatch(/<script|<iframe|<img|<link/);
    },
  );

  it('posts off the site only to the service’s origin, which the policies allow; Netlify’s to the site itself', () => {
    expect(formOrigin(enquiryFormService(FORMSPREE))).toBe('https://formspree.io');
    expect(formOrigin(enquiryFormService(WEB3FORMS_KEY))).toBe('https://api.web3forms.com');
    expect(formOrigin(enquiryFormService('netlify'))).toBeUndefined();
  });
});

describe('the setting', () => {
  const SETTINGS_FILE = settingsFile('website');
  const yaml = readFileSync(SETTINGS_FILE, 'utf8');
  const withForm = (value: string) => `${yaml}\nenquiryForm: "${value}"\n`;

  it('is off as shipped', () => {
    expect(parseSettingsFile('website', yaml).enquiryForm).toBeUndefined();
  });

  it.each([FORMSPREE, WEB3FORMS_KEY, 'netlify'])('takes %s', (value) => {
    expect(parseSettingsFile('website', withForm(value)).enquiryForm).toBe(value);
  });

  it.each(['https://example.com/contact', 'https://formspree.io/f/abc?x=1', 'my-key'])(
    'refuses %s in one line naming the file, line and field',
    (value) => {
      const text = withForm(value);
      const line = text.split('\n').findIndex((each) => each.startsWith('enquiryForm:')) + 1;
      expect(() => parseSettingsFile('website', text)).toThrow(ContentProblems);
      expect(() => parseSettingsFile('website', text)).toThrow(
        `${SETTINGS_FILE}, line ${line}, enquiryForm: "${value}" is not a form service the site knows.`,
      );
    },
  );
});

/** The form-action a page with this body adds to its policy through Astro's API. */
function formActionOf(body: string, origin: string | undefined): string[] {
  const added: string[] = [];
  const ignored = () => undefined;
  const csp: AstroGlobal['csp'] = {
    insertDirective: (directive) => added.push(directive),
    insertScriptResource: ignored,
    insertScriptHash: ignored,
    insertStyleResource: ignored,
    insertStyleHash: ignored,
  };
  allowWhatThePageOffers(csp, body, undefined, origin);
  return added.filter((directive) => directive.startsWith('form-action'));
}

describe('the policies while a form posts off the site', () => {
  const origin = 'https://formspree.io';

  it('a page showing the form may post to its service; a page without it adds nothing', () => {
    expect(formActionOf(formOf(FORMSPREE).html, origin)).toEqual([`form-action 'self' ${origin}`]);
    expect(formActionOf('<main><p>No form here.</p></main>', origin)).toEqual([]);
    expect(formActionOf(formOf(FORMSPREE).html, undefined)).toEqual([]);
  });

  it('the hosts’ site-wide policy allows the service only while one is set', () => {
    const policy = (file: string) => /^\/\*\n {2}Content-Security-Policy: (.*)$/m.exec(file)?.[1];
    expect(policy(headersFile(['/index.html'], origin))).toBe(
      `object-src 'none'; base-uri 'self'; form-action 'self' ${origin}; frame-ancestors 'none'`,
    );
    expect(policy(headersFile(['/index.html']))).toBe(
      "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
  });
});
