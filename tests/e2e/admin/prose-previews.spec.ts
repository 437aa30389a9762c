/**
 * The pages of running text in the web editor's preview, whole, as their route shells draw them:
 * the booking card and fees from the settings, the helplines the page names, her credentials and
 * portrait on the about page, the terms' date, and her heading as she types it. Local mode, with
 * the repository's content (and a portrait named in the settings) in the browser's private files.
 */
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { labels } from '#/config/labels.ts';
import { siteSettings } from '#/config/site.ts';
import { settingsFile } from '#/config/settings-files.ts';
import { labelOf } from '#/schemas/schema-shape.ts';
import { mailtoHref, phoneText, telHref } from '#/lib/contact-links.ts';
import { feeSummary } from '#/lib/fees.ts';
import { entries, shown } from '../../content';
import { openEditor, repositoryFiles } from './local-repository';

const site = siteSettings();

interface PageCopy {
  heading: string;
  updated?: string;
  imageAlt?: string;
  helplines?: string[];
  sections?: Record<string, { heading: string; text?: string }>;
}

const copyOf = (id: string) => entries('pages').find((entry) => entry.id === id)?.data as unknown as PageCopy;
const booking = copyOf('booking');
const about = copyOf('about');
const terms = copyOf('terms');
const accessibility = copyOf('accessibility');
const helplines = new Map(entries('helplines').map(({ id, data }) => [id, String(data['name'])]));
const TYPED_HEADING = 'A heading typed in the editor';

/** Her portrait, named in the settings as the editor writes it: relative to the settings file about her. */
const ABOUT_HER = settingsFile('practice');
const PORTRAIT = { image: '../../assets/art/hero.png', alt: 'Her portrait, named in the settings' };

/** The repository's files, the settings naming a portrait (the shipped settings have none). */
function filesWithPortrait(): Record<string, string> {
  const files = repositoryFiles(resolve('.'));
  const settings = Buffer.from(files[ABOUT_HER] ?? '', 'base64').toString('utf8');
  const portrait = `\nportrait:\n  image: "${PORTRAIT.image}"\n  alt: "${PORTRAIT.alt}"\n`;
  return { ...files, [ABOUT_HER]: Buffer.from(`${settings}${portrait}`).toString('base64') };
}

async function openPageFile(page: Page, id: string): Promise<void> {
  await page.getByRole('treeitem', { name: 'Pages' }).click();
  await page.getByRole('row', { name: labelOf(id), exact: true }).click();
}

/** Whether an image in the preview has loaded its file. */
const loaded = (image: ReturnType<Page['locator']>) =>
  image.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0);

test('the running-text pages preview whole, from the page file and the settings, as she types', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { frame, errors } = await openEditor(page, filesWithPortrait());
  const heading = page.getByRole('textbox', { name: labelOf('heading'), exact: true });

  await openPageFile(page, 'booking');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(shown(booking.heading));
  const enquire = frame.getByRole('region', { name: shown(booking.sections?.['enquire']?.heading) });
  await expect(enquire.getByRole('link', { name: `E-mail ${site.email}` })).toHaveAttribute(
    'href',
    mailtoHref(site.email, site.enquirySubjects.consultation),
  );
  await expect(enquire.getByRole('link', { name: phoneText(site.phone) })).toHaveAttribute('href', telHref(site.phone));
  const fees = frame.getByRole('region', { name: labels.fees });
  const summary = feeSummary(site);
  await expect(fees.locator('dt')).toHaveText(summary.map((fee) => fee.what));
  await expect(fees.locator('dd')).toHaveText(summary.map((fee) => [fee.length, fee.price].filter(Boolean).join(', ')));
  await expect(fees).toContainText(`£${site.prices.session}`);
  const urgent = frame.getByRole('complementary', { name: shown(booking.sections?.['urgent']?.heading) });
  await expect(urgent.getByRole('listitem')).toHaveCount(booking.helplines?.length ?? 0);
  for (const id of booking.helplines ?? []) await expect(urgent).toContainText(helplines.get(id) ?? id);
  await heading.fill(TYPED_HEADING);
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(TYPED_HEADING);
  await page.getByRole('button', { name: 'Cancel' }).click();

  await openPageFile(page, 'about');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(shown(about.heading));
  // The settings' portrait, rather than the page's own picture.
  const portrait = frame.getByRole('img', { name: PORTRAIT.alt });
  await expect(portrait).toBeVisible();
  await expect.poll(() => loaded(portrait)).toBe(true);
  await expect(frame.getByRole('img', { name: String(about.imageAlt) })).toHaveCount(0);
  await expect(frame.getByRole('heading', { name: shown(about.sections?.['credentials']?.heading) })).toBeVisible();
  for (const qualification of site.credentials.qualifications)
    await expect(frame.getByText(qualification)).toBeVisible();
  for (const body of site.credentials.memberships) {
    await expect(frame.getByRole('link', { name: body.name, exact: true })).toHaveAttribute(
      'href',
      body.registerUrl ?? '',
    );
  }
  for (const detail of [site.credentials.dbsCertificate, site.credentials.insurer].filter(Boolean)) {
    await expect(frame.getByText(detail ?? '', { exact: false })).toBeVisible();
  }
  await heading.fill(TYPED_HEADING);
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(TYPED_HEADING);
  await page.getByRole('button', { name: 'Cancel' }).click();

  await openPageFile(page, 'terms');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(shown(terms.heading));
  const day = new Date(`${terms.updated}T00:00:00Z`);
  const ukDay = day.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  await expect(frame.locator(`time[datetime="${terms.updated}"]`)).toHaveText(ukDay);
  const termsHelp = frame.getByRole('complementary', { name: labels.urgentHelp });
  await expect(termsHelp.getByRole('listitem')).toHaveCount(terms.helplines?.length ?? 0);
  await page.getByRole('button', { name: 'Cancel' }).click();

  // The accessibility statement, with her e-mail and phone from the settings to report a problem.
  await openPageFile(page, 'accessibility');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(shown(accessibility.heading));
  await expect(frame.getByRole('main')).toContainText(`e-mail ${site.email}`);
  await expect(frame.getByRole('main')).toContainText(`call ${site.phone}`);
  expect(errors).toEqual([]);
});
