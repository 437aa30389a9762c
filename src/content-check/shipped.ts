/** The go-live check names each while it remains, whatever a quote's "sample" box says. */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/** The example addresses and the 01632 number are found by pattern. */
export const SHIPPED_SETTINGS: Readonly<Record<string, string>> = {
  practiceName: 'Harpenden Clinical Hypnotherapy',
  'practitioner.name': 'Sarah Ellis',
};

export const SHIPPED_SAMPLES_FILE = 'src/content-check/shipped-samples.yaml';

/** Whatever its capitals, quote marks, punctuation and spacing. */
export const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^a-z0-9']+/g, ' ')
    .trim();

let shipped: Set<string> | undefined;

export function isShippedSample(quote: unknown): boolean {
  shipped ??= new Set((parse(readFileSync(SHIPPED_SAMPLES_FILE, 'utf8')) as string[]).map(wordsOf));
  return typeof quote === 'string' && shipped.has(wordsOf(quote));
}
