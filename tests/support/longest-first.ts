import { statSync } from 'node:fs';
import { basename } from 'node:path';
import type { TestSequencer, TestSpecification } from 'vitest/node';

/** The longest test file: it builds the owner's edited site, then runs the project's own checks on it. */
const LONGEST = 'edits.test.ts';

const weight = (file: TestSpecification) =>
  basename(file.moduleId) === LONGEST ? Number.POSITIVE_INFINITY : statSync(file.moduleId).size;

/**
 * Test files in order of size, larger first, as Vitest orders the files it has no timings for; and
 * the longest one first of all. A fresh clone has no timings, so Vitest started the owner suite's
 * longest file seventh of ten, and the run ended waiting on it alone.
 */
export class LongestFirst implements TestSequencer {
  shard = (files: TestSpecification[]) => files;
  sort = (files: TestSpecification[]) => [...files].sort((a, b) => weight(b) - weight(a));
}
