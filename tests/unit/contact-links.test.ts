import { describe, expect, it } from 'vitest';
import { mailtoHref, telHref } from '#/lib/contact-links.ts';

describe('mailtoHref', () => {
  it('adds the subject percent-encoded, spaces as %20 (RFC 6068)', () => {
    expect(mailtoHref('hello@example.com', 'Free Consultation Request')).toBe(
      'mailto:hello@example.com?subject=Free%20Consultation%20Request',
    );
  });
  it('encodes characters that would break the query', () => {
    expect(mailtoHref('a@example.com', 'Q&A: 50% off? #1')).toBe(
      'mailto:a@example.com?subject=Q%26A%3A%2050%25%20off%3F%20%231',
    );
  });
  it('leaves the query off without a subject', () => {
    expect(mailtoHref('a@example.com')).toBe('mailto:a@example.com');
  });
});

describe('telHref', () => {
  it.each([
    ['01632 960123', 'tel:+441632960123'],
    ['(01632) 960 123', 'tel:+441632960123'],
    ['+44 1632 960123', 'tel:+441632960123'],
  ])('turns %s into %s', (phone, expected) => {
    expect(telHref(phone)).toBe(expected);
  });
});
