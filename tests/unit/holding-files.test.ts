/** The first deploy keeps the editor whole: its script's chunks and stylesheet too, which its page does not name. */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { keepEditorAndHoldingPage } from '#/go-live/integration.ts';
import { paths } from '#/config/paths.ts';

let dir = '';
const write = (file: string, text: string) => {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), text);
};

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the holding build', () => {
  it('keeps every file the editor’s script loads, and drops what only the site’s pages use', () => {
    dir = mkdtempSync(join(tmpdir(), 'holding-'));
    write(`${paths.editor}.html`, '<script type="module" src="/_astro/editor.A1.js"></script>');
    write('/_astro/editor.A1.js', 'import"./react.B2.js";const css="/_astro/preview.C3.css";import("./later.D4.js");');
    write('/_astro/react.B2.js', 'export{}');
    write('/_astro/later.D4.js', 'export{}');
    write('/_astro/preview.C3.css', '@font-face{src:url(/_astro/fonts/f5.woff2)}');
    write('/_astro/fonts/f5.woff2', 'font');
    write(`${paths.editor}/holding-page.html`, '<p>Soon</p>');
    write('/about.html', '<script type="module" src="/_astro/site.E6.js"></script>');
    write('/_astro/site.E6.js', 'export{}');
    keepEditorAndHoldingPage(dir);
    const kept = (file: string) => existsSync(join(dir, file));
    for (const file of ['editor.A1.js', 'react.B2.js', 'later.D4.js', 'preview.C3.css', 'fonts/f5.woff2']) {
      expect(kept(`/_astro/${file}`), file).toBe(true);
    }
    expect(kept('/about.html')).toBe(false);
    expect(kept('/_astro/site.E6.js')).toBe(false);
  });
});
