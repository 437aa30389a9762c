import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import EmailText from '#/components/ui/EmailText.tsx';

const html = (email: string) => renderToStaticMarkup(createElement(EmailText, { email }));

describe('her e-mail address as text (issue 47: never broken inside a word)', () => {
  it('may break after its @ only: the part before it kept whole, then the whole domain', () => {
    expect(html('sarah@harpenden-hypnotherapy.co.uk')).toBe(
      '<span class="whitespace-nowrap">sarah@</span><wbr/><span class="wrap-anywhere">harpenden-hypnotherapy.co.uk</span>',
    );
  });

  it('takes the last @ as the one before the domain', () => {
    expect(html('"a@b"@example.com')).toContain('<span class="wrap-anywhere">example.com</span>');
  });
});
