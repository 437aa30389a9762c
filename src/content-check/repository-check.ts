/**
 * The repository check (.github/workflows/repository-check.yml): the content check the host's build starts with,
 * as it runs there (live), alone. Each problem an annotation, mistakes first; a mistake fails the run.
 */
import { appendFileSync } from 'node:fs';
import { isWarning } from '#/config/problems/problem.ts';
import { annotation, runSummary } from '#/content-check/github-annotations.ts';
import { checkContent } from '#/content-check/index.ts';

const problems = await checkContent({ live: true });
const ordered = [...problems.filter((problem) => !isWarning(problem)), ...problems.filter(isWarning)];
for (const problem of ordered) process.stdout.write(`${annotation(problem)}\n`);
const summary = runSummary(problems);
const summaryFile = process.env['GITHUB_STEP_SUMMARY'];
if (summaryFile) appendFileSync(summaryFile, summary);
if (ordered.length === 0) process.stdout.write(summary);
if (problems.some((problem) => !isWarning(problem))) process.exitCode = 1;
