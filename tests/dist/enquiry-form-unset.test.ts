/**
 * With no enquiry form and no reply time set (as shipped), nothing of either is in the built site (issue 49):
 * no page has a form or names a form service, no page's own policy says anything of forms (the header's says
 * form-action 'self': tests/e2e/serving/host.spec.ts), there is no thank-you page, no reply time and no form
 * in the privacy notice. Byte for byte the same as before the form existed: the diff in the closing
 * note. The form set: tests/e2e/enquiry-form.spec.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteSettings } from '#/config/site.ts';
import { builtPages, DIST } from '../support/built-pages';

const html = (page: string) => readFileSync(join(DIST, page), 'utf8');

describe('no enquiry form and no reply time set', () => {
  it('as shipped', () => {
    expect(siteSettings().enquiryForm).toBeUndefined();
    expect(siteSettings().replyTime).toBeUndefined();
  });

  it.each(builtPages())('%s: no form, no form service, nothing of forms in its policy, no reply time', (page) => {
    const text = html(page);
    expect(text).not.toMatch(/<form[\s>]/);
    expect(text).not.toMatch(/formspree|web3forms|data-netlify|form-action|I usually reply/i);
  });

  it('no thank-you page, nor its share image', () => {
    expect(existsSync(join(DIST, 'thank-you.html'))).toBe(false);
    expect(existsSync(join(DIST, 'og/thank-you.png'))).toBe(false);
  });

  it('the privacy notice has no section on a form', () => {
    expect(html('privacy.html')).not.toContain('id="enquiry-form"');
  });
});
