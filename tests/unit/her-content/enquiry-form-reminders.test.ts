/**
 * Once her enquiry form is set (issue 49), the go-live checklist's "Recommended, not required" list (which
 * never keeps the site back) asks her to send herself a test enquiry, and names each sentence of hers that
 * still says the site has no forms.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { siteSettings } from '#/config/site.ts';
import { linesSayingNoForms, recommendedGoLiveItems } from '#/content-check/portrait.ts';

const withForm = { ...siteSettings(), enquiryForm: 'https://formspree.io/f/xyzabcde' };
const NO_FORMS = 'Says there are no forms';

describe('the reminders of an enquiry form', () => {
  it('ask her to send herself a test enquiry, through the service she set', () => {
    const test = recommendedGoLiveItems(withForm).find((item) => item.field === 'enquiryForm');
    expect(test?.message).toMatch(/^Send yourself a test enquiry: .* from Formspree /);
  });

  it('name each line of hers that says there are no forms', () => {
    const lines = recommendedGoLiveItems(withForm).filter((item) => item.message.startsWith(NO_FORMS));
    for (const { file, line = 0 } of lines)
      expect(readFileSync(file, 'utf8').split('\n')[line - 1], `${file}, line ${line}`).toMatch(/no forms/i);
  });

  it('are not there while no form is set', () => {
    const items = recommendedGoLiveItems({ ...siteSettings(), enquiryForm: undefined });
    expect(items.filter((item) => item.field === 'enquiryForm' || item.message.startsWith(NO_FORMS))).toEqual([]);
  });

  it('find such a sentence in any line of any of her files', () => {
    const found = linesSayingNoForms([
      { file: 'a.md', text: 'Call me.\nThere are no forms to fill in.\n' },
      { file: 'b.yaml', text: '- answer: "No forms, no fuss."\n- answer: "A form of words."' },
    ]);
    expect(found.map(({ file, line }) => `${file}:${line}`)).toEqual(['a.md:2', 'b.yaml:1']);
  });

  it('ask her to change an e-mail subject that says free once her first consultation is not', () => {
    const subject = (freeConsultation: boolean, consultation: string) =>
      recommendedGoLiveItems({
        ...siteSettings(),
        freeConsultation,
        enquirySubjects: { ...siteSettings().enquirySubjects, consultation },
      }).filter((item) => item.field === 'enquirySubjects.consultation');
    expect(subject(false, 'Free Consultation Request').map((item) => item.message)).toEqual([
      expect.stringMatching(
        /^Your e-mail links give the subject “Free Consultation Request”, but your first consultation is not free/,
      ),
    ]);
    expect(subject(true, 'Free Consultation Request')).toEqual([]);
    expect(subject(false, 'Consultation Request')).toEqual([]);
  });
});
