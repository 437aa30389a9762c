/**
 * Sveltia CMS's local mode, without a person at the directory picker: the picker is stubbed to
 * hand over the browser's private file system (OPFS), filled with a copy of the repository's
 * content files, which the test reads back after the editor has saved.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FrameLocator, Locator, Page } from '@playwright/test';

/** What the editor reads and writes: the content (settings included) and the pictures. */
const EDITED_FOLDERS = ['src/content', 'src/assets/art'];

type Files = Record<string, string>;

/** Every file under the folders, as base64 (pictures are bytes). */
export function repositoryFiles(root: string): Files {
  const files: Files = {};
  for (const folder of EDITED_FOLDERS) {
    for (const entry of readdirSync(join(root, folder), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const path = join(entry.parentPath, entry.name).slice(root.length + 1);
      files[path] = readFileSync(join(root, path)).toString('base64');
    }
  }
  return files;
}

/** Copies the files into the origin's OPFS as a repository (Sveltia looks for its .git folder). */
export async function fillPrivateFileSystem(page: Page, files: Files): Promise<void> {
  await page.evaluate(async (all) => {
    const root = await navigator.storage.getDirectory();
    await root.getDirectoryHandle('.git', { create: true });
    for (const [path, base64] of Object.entries(all)) {
      const parts = path.split('/');
      let folder = root;
      for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part, { create: true });
      const file = await folder.getFileHandle(parts.at(-1) ?? '', { create: true });
      const writable = await file.createWritable();
      await writable.write(Uint8Array.from(atob(base64), (character) => character.charCodeAt(0)));
      await writable.close();
    }
  }, files);
}

/** The directory picker the "Work with Local Repository" button opens, answered with the OPFS root. */
export async function stubDirectoryPicker(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.assign(window, { showDirectoryPicker: () => navigator.storage.getDirectory() });
  });
}

/** The given files as the editor left them in OPFS, as base64 (pictures are bytes). */
export async function readPrivateFiles(page: Page, paths: string[]): Promise<Files> {
  return page.evaluate(async (wanted) => {
    const root = await navigator.storage.getDirectory();
    const read = async (path: string) => {
      const parts = path.split('/').filter((part) => part !== '.');
      let folder = root;
      for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part);
      const file = await (await folder.getFileHandle(parts.at(-1) ?? '')).getFile();
      let binary = '';
      for (const byte of new Uint8Array(await file.arrayBuffer())) binary += String.fromCharCode(byte);
      return btoa(binary);
    };
    const readNamed = (path: string) =>
      read(path).catch((error: unknown) => {
        throw new Error(`${path}: ${String(error)}`);
      });
    return Object.fromEntries(await Promise.all(wanted.map(async (path) => [path, await readNamed(path)])));
  }, paths);
}

/**
 * The editor in local mode on these files, every request off this machine refused: its preview
 * frame, and the page's script errors as they come (a preview that throws shows nothing).
 */
export async function openEditor(page: Page, files: Files): Promise<{ frame: FrameLocator; errors: string[] }> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route('**', (route) =>
    new URL(route.request().url()).hostname === 'localhost' ? route.continue() : route.abort(),
  );
  // A page of the site's origin: any other file is sandboxed (no storage, http-headers.ts).
  await page.goto('/terms');
  await fillPrivateFileSystem(page, files);
  await stubDirectoryPicker(page);
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  return { frame: page.locator('iframe.preview').contentFrame(), errors };
}

/** Sveltia draws a form's field once it scrolls into view: the form scrolled as she would, until it shows. */
export async function scrollFormTo(page: Page, shown: Locator): Promise<void> {
  const { width = 0, height = 0 } = page.viewportSize() ?? {};
  await page.mouse.move(width / 3, height / 2);
  for (let turn = 0; turn < 40 && !(await shown.isVisible()); turn += 1) await page.mouse.wheel(0, height / 2);
}
