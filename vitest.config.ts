/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  test: {
    testTimeout: 60_000,
    // The design tokens' text, which src/lib/design-colours.ts imports with ?raw (Vitest empties CSS otherwise).
    css: { include: [/tokens\.css/] },
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      // Checks of the built site: run after `npm run build`.
      { extends: true, test: { name: 'dist', include: ['tests/dist/**/*.test.ts'] } },
      // The owner's edits and mistakes, on scratch copies of the project: slow, run on their own.
      {
        extends: true,
        test: { name: 'owner', include: ['tests/owner/**/*.test.ts'], testTimeout: 600_000, hookTimeout: 300_000 },
      },
    ],
  },
});
