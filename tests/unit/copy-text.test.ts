import { describe, expect, it } from 'vitest';
import { settingsFillIns } from '#/lib/settings-fill-ins.ts';
import { shownCopy } from '#/schemas/copy-text.ts';
import { textSchemas } from '#/schemas/text.ts';

const settingsTokens = settingsFillIns().tokens;

const { text } = textSchemas(settingsFillIns());

describe('owner copy as shown (the schemas’ and the editor preview’s)', () => {
  it('fills tokens from the settings and makes apostrophes typographic, as the schema does', () => {
    const written = "It's at {town}, with {practitioner}.";
    const shown = shownCopy(written, settingsTokens);
    expect(shown).toEqual({
      text: `It’s at ${settingsTokens['town']}, with ${settingsTokens['practitioner']}.`,
      problems: [],
    });
    expect(text.parse(written)).toBe(shown.text);
  });

  it('says of an unknown token what the build says', () => {
    const { problems } = shownCopy('Call {phon}', settingsTokens);
    expect(problems).toHaveLength(1);
    expect(text.safeParse('Call {phon}').error?.issues.map((issue) => issue.message)).toEqual(problems);
  });

  it('leaves out a sentence naming a switched-off clinic, and tells a text that is only that sentence', () => {
    const tokens = { town: 'Harpenden' };
    expect(shownCopy('Clinics in {town}. The {dentalClinic} helps. Ask me.', tokens, ['dentalClinic'])).toEqual({
      text: 'Clinics in Harpenden. Ask me.',
      problems: [],
    });
    expect(shownCopy('The {dentalClinic}', tokens, ['dentalClinic']).problems).toEqual([
      'uses {dentalClinic}, which the Practice settings leave empty. Fill it in there, or reword this without it.',
    ]);
  });
});
