/**
 * The enquiry counter, when set, counts her own call and e-mail links; the pro bono clinic's page (its quick
 * exit: survivors of domestic abuse) is never counted, whatever the settings say. The built pages:
 * tests/owner/drafts.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { siteSettings } from '#/config/site.ts';
import { counterData } from '#/lib/counter.ts';

const COUNTER = 'https://harpenden.goatcounter.com';
const shipped = siteSettings();
const counted = { ...shipped, goatCounter: COUNTER };

describe('the counter’s page data', () => {
  it('names the counter and her own links on a page, when set', () => {
    expect(counterData(counted, {})).toMatchObject({ 'data-counter': `${COUNTER}/count` });
  });

  it('is on no page when unset (as shipped)', () => {
    expect(shipped.goatCounter).toBeUndefined();
    expect(counterData(shipped, {})).toEqual({});
  });

  it('is never on a page with a quick exit', () => {
    expect(counterData(counted, { quickExit: true })).toEqual({});
  });
});
