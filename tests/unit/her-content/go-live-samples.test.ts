/** A quote whose words are a shipped sample's is a sample, whatever its box says. */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { isShippedSample, SHIPPED_SAMPLES_FILE } from '#/content-check/shipped.ts';
import { readEntries } from '#/lib/entries.ts';
import { contentSources } from '#/schemas/collections.ts';

interface Quote {
  content: string;
  sample: boolean;
}

const quotes = readEntries(contentSources.testimonials.source).map((entry) => entry.data as Quote);
const shipped = parse(readFileSync(SHIPPED_SAMPLES_FILE, 'utf8')) as string[];

describe('the shipped samples', () => {
  it('hold the words of every quote marked as a sample (add a new sample’s words there)', () => {
    const samples = quotes.filter((quote) => quote.sample);
    expect(samples.length).toBeGreaterThan(0);
    for (const quote of samples) expect(isShippedSample(quote.content), quote.content).toBe(true);
  });

  it('recognise a sample’s words whatever their quote marks, capitals and spacing', () => {
    const [words = ''] = shipped;
    const retyped = `  ${words.replaceAll("'", '’').toUpperCase().replace(/ /g, '  ')} `;
    expect(isShippedSample(retyped)).toBe(true);
  });

  it('do not take a real client’s words, or part of a sample, for a sample', () => {
    const [words = ''] = shipped;
    expect(isShippedSample('The sessions helped me sleep again; thank you.')).toBe(false);
    expect(isShippedSample(words.slice(0, words.length / 2))).toBe(false);
  });
});
