import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`file://${process.cwd()}/dist/admin/go-live.html`);
  await page.screenshot({ path: `/tmp/launch/checklist-${width}.png`, fullPage: false });
  await page.screenshot({ path: `/tmp/launch/checklist-${width}-full.png`, fullPage: true });
  await page.close();
}
await browser.close();
