import { describe, expect, it } from 'vitest';
import { withoutSentencesNaming } from '#/config/fill-ins.ts';

describe('a sentence that depends on a deleted detail', () => {
  it('is left out, with the sentences around it kept as written', () => {
    expect(
      withoutSentencesNaming('I work with the dentist. The clinic is at {dentalPartner}, in town. Ask me!', [
        'dentalPartner',
      ]),
    ).toBe('I work with the dentist. Ask me!');
  });

  it('leaves a text that names no such detail untouched, figures with points included', () => {
    const text = 'Rated 4.9 by clients. Call {phone}? Yes.';
    expect(withoutSentencesNaming(text, ['dentalPartner'])).toBe(text);
  });
});
