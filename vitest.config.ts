/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';
import type { TestSequencer, TestSpecification } from 'vitest/node';

/**
 * The owner suite's longest file starts first: edits.test.ts runs the project's own checks on her
 * edited copy (about 3 of the suite's 5 minutes on one worker), so the other files fill the second
 * worker beside it rather than leave it running alone at the end (342 -> 286 s). Otherwise the
 * files keep the order they are found in.
 */
const LONGEST = 'tests/owner/edits.test.ts';
class LongestFirst implements TestSequencer {
  shard = (files: TestSpecification[]) => files;
  sort = (files: TestSpecification[]) =>
    [...files].sort((a, b) => Number(b.moduleId.endsWith(LONGEST)) - Number(a.moduleId.endsWith(LONGEST)));
}

export default getViteConfig({
  test: {
    testTimeout: 60_000,
    sequence: { sequencer: LongestFirst },
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
