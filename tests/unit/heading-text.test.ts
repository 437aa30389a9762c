import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import HeadingText from '#/components/ui/HeadingText.tsx';

const html = (text: string) => renderToStaticMarkup(createElement(HeadingText, { text }));

describe('HeadingText', () => {
  it('joins the last two words, so the last line never holds one alone', () => {
    expect(html('Anxiety & Stress Management')).toBe('Anxiety &amp; Stress\u00a0Management');
  });

  it('keeps a hyphenated word whole, and does not join it to the next', () => {
    expect(html('A solution-focused approach')).toBe(
      'A <span class="whitespace-nowrap">solution-focused</span> approach',
    );
  });

  it('leaves two words alone free to wrap between them: joined, a narrow card could only break inside one', () => {
    expect(html('Menopause Clinic')).toBe('Menopause Clinic');
  });

  it('leaves a long last pair free to wrap: joined, it could overflow a narrow phone', () => {
    expect(html('Performance Enhancement')).toBe('Performance Enhancement');
  });

  it('lets a long hyphenated name break at its hyphen: kept whole, it could overflow a narrow phone', () => {
    expect(html('About Dr Alexandra Fitzgerald-Montgomery')).toBe('About Dr Alexandra Fitzgerald-Montgomery');
  });
});
