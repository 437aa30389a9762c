/**
 * No module reads the disk when imported: the settings, the build's fill-ins, the structured data
 * and the editor's modules are read when first asked for, and the settings files once per process.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

const reads = vi.hoisted(() => [] as string[]);

vi.mock('node:fs', async (original) => {
  const fs = await original<typeof import('node:fs')>();
  const readFileSync = ((path: string, ...rest: unknown[]) => {
    reads.push(String(path));
    return (fs.readFileSync as (...args: unknown[]) => unknown)(path, ...rest);
  }) as typeof fs.readFileSync;
  return { ...fs, default: { ...fs, readFileSync }, readFileSync };
});

afterEach(() => {
  reads.length = 0;
});

describe('modules that read her files', () => {
  it('read nothing when imported', async () => {
    await import('#/config/site.ts');
    await import('#/lib/settings-fill-ins.ts');
    await import('#/lib/seo/structured-data/practice.ts');
    await import('#/editor/sveltia-files.ts');
    expect(reads).toEqual([]);
  });

  it('read the settings files on first use, and only then', async () => {
    const { siteSettings } = await import('#/config/site.ts');
    const { SETTINGS_FILE_NAMES, settingsFile } = await import('#/config/settings-files.ts');
    siteSettings();
    siteSettings();
    expect(reads).toEqual(SETTINGS_FILE_NAMES.map(settingsFile));
  });
});
