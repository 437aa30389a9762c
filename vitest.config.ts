/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  test: {
    testTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      // Checks of the built site: run after `npm run build`.
      { extends: true, test: { name: 'dist', include: ['tests/dist/**/*.test.ts'] } },
    ],
  },
});
