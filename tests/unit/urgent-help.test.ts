/** Each helpline's number is written once on its line (issue 47: not "NHS 111 111"), and dialled from that link. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import UrgentHelp, { type Helpline } from '#/components/ui/UrgentHelp.tsx';
import { entries } from '../content';

const helplines = entries('helplines').map(({ data }) => data as unknown as Helpline);
const lines = (size: 'strip' | 'full') =>
  [
    ...renderToStaticMarkup(createElement(UrgentHelp, { heading: 'Help', helplines, size })).matchAll(
      /<li[^>]*>(.*?)<\/li>/g,
    ),
  ].map(([, line = '']) => ({ text: line.replace(/<[^>]+>/g, ''), links: line.match(/href="tel:[^"]+"/g) ?? [] }));
const times = (text: string, part: string) => text.split(part).length - 1;

describe.each(['strip', 'full'] as const)('the helplines, as a %s', (size) => {
  it('write each number once, linked once to dial it', () => {
    expect(lines(size)).toHaveLength(helplines.length);
    for (const [index, line] of lines(size).entries()) {
      const { number, name } = helplines[index] ?? { number: '', name: '' };
      expect(times(line.text.replace(/\u00a0/g, ' '), number), line.text).toBe(1);
      expect(line.text).toContain(name.replace(number, '').trim());
      expect(line.links).toEqual([`href="tel:${number.replace(/\s/g, '')}"`]);
    }
  });
});
