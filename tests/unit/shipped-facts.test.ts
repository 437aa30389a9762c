/**
 * A test of the shipped content: every fact of the practice the site was written for waits for her
 * tick or her change. Her edits settle facts, so the owner's edits test leaves this file out.
 */
import { describe, expect, it } from 'vitest';
import { goLiveChecklist } from '#/go-live/checklist.ts';
import { SETTINGS_FILES } from '#/config/settings-files.ts';

const { contact, fees, practice, confirmations } = SETTINGS_FILES;

describe('the go-live checklist of the shipped content', () => {
  const items = goLiveChecklist();

  it('asks her to confirm or change each fact of a practice the site came with, in one tick each', () => {
    const facts = items.filter((item) => / written for another practice/.test(item.todo)).map((item) => item.place);
    expect(facts).toEqual(
      [
        // Each with its own form's other lines, in the editor's order of the forms.
        `Practice settings › ${practice} › Practitioner › Years of experience`,
        `Practice settings › ${contact} › Address`,
        `Practice settings › ${contact} › Opening hours`,
        `Practice settings › ${fees} › Prices`,
        'Pages › About Sarah Ellis, Clinical Hypnotherapist',
        'Pages › Clinical Hypnotherapy in Harpenden and Online',
        'Pages › Book Your Free Hypnotherapy Consultation',
        'FAQ',
        'Pages › Terms of Service for Hypnotherapy Sessions',
        ...[
          'Dental Anxiety Clinic',
          'Menopause Clinic',
          'Phobias & Anxiety Clinic',
          'Private Clinic',
          'Pro Bono Clinic',
          'Teen Support Clinic',
        ].map((title) => `Clinics › ${title}`),
      ].concat(
        items
          .filter((item) => item.place.startsWith('Services › ') && / written /.test(item.todo))
          .map((item) => item.place),
      ),
    );
    expect(facts.filter((place) => place.startsWith('Services › '))).toHaveLength(9);
    expect(items.find((item) => item.place === `Practice settings › ${fees} › Prices`)?.todo).toContain(
      `tick “Prices and session lengths” in Practice settings › ${confirmations}`,
    );
  });
});
