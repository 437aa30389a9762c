import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import EnquiryLinks from '#/components/ui/EnquiryLinks.tsx';
import type { Contact } from '#/lib/contact-links.ts';

const contact = (email: string) =>
  ({ email, phone: '01632 960123', enquirySubjects: { general: 'Enquiry' } }) as unknown as Contact;
const emailLabel = (email: string) =>
  /<a href="mailto:[^"]*"[^>]*>.*?<\/svg>(.*?)<\/a>/.exec(
    renderToStaticMarkup(
      createElement(EnquiryLinks, { contact: contact(email), subject: 'general', linkClassName: '' }),
    ),
  )?.[1] ?? '';

describe('the e-mail button’s address', () => {
  it('breaks after the @ or before a dot, never at the hyphen of a domain part that fits a line', () => {
    expect(emailLabel('sarah@harpenden-hypnotherapy.co.uk')).toBe(
      '<span class="min-w-0"><span class="whitespace-nowrap">E-mail</span> <span class="wrap-anywhere max-sm:text-sm">sarah@<wbr/><span class="whitespace-nowrap">harpenden-hypnotherapy</span><wbr/><span class="whitespace-nowrap">.co</span><wbr/><span class="whitespace-nowrap">.uk</span></span></span>',
    );
  });

  it('lets a domain part longer than a phone’s line break, rather than overflow', () => {
    expect(emailLabel('me@harpenden-hypnotherapy-and-wellbeing.uk')).toContain(
      '<wbr/><span>harpenden-hypnotherapy-and-wellbeing</span>',
    );
  });

  it('keeps a short address at the button’s size', () => {
    expect(emailLabel('hello@example.com')).toContain('<span class="wrap-anywhere">hello@');
  });
});
