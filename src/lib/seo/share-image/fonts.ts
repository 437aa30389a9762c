import { readFile } from 'node:fs/promises';

/** Satori reads TTF, OTF and WOFF (not WOFF2): the static @fontsource packages ship WOFF. */
const FONTS = [
  { name: 'Fraunces', weight: 500, file: 'fraunces/files/fraunces-latin-500-normal.woff' },
  { name: 'Inter', weight: 400, file: 'inter/files/inter-latin-400-normal.woff' },
  { name: 'Inter', weight: 600, file: 'inter/files/inter-latin-600-normal.woff' },
] as const;

let loading: ReturnType<typeof load> | undefined;

async function load() {
  return Promise.all(
    FONTS.map(async ({ name, weight, file }) => ({
      name,
      weight,
      style: 'normal' as const,
      data: await readFile(`./node_modules/@fontsource/${file}`),
    })),
  );
}

export const loadFonts = () => (loading ??= load());
