/**
 * Speed budgets on the launched practice (tests/fixtures/launched: her details, her 4:5 portrait,
 * three clients' words), not only on the shipped samples (issue 47): its build (made once by the
 * e2e setup project, or here when stale) served as the host serves it, Lighthouse on the pages her
 * portrait and words change most; one run a route, the median of 5 only where one breaks a budget
 * (as bench:ci). Prints one line a route and exits non-zero naming each broken budget.
 *
 *   node tests/bench/launched.ts [/ /about ...]
 */
import { launchedPractice } from '../fixtures/launched/practice.ts';
import { startLocalServer } from '../support/local-server.ts';
import { scoreProblems, scoreRoute, startChrome, type RouteScore } from './lighthouse-run.ts';

/** Her portrait is the largest paint of both: the home page's hero and About's. */
const ROUTES = ['/', '/about', '/services/sleep-issues', '/contact'];
const RECHECK_RUNS = 5;

const named = process.argv.slice(2);
const server = await startLocalServer(launchedPractice());
const chrome = await startChrome();
const scores: RouteScore[] = [];
try {
  for (const route of named.length ? named : ROUTES) {
    const first = await scoreRoute(chrome, server.url, route, 1).catch(() => undefined);
    const score =
      first && scoreProblems(first).length === 0 ? first : await scoreRoute(chrome, server.url, route, RECHECK_RUNS);
    const { performance: perf, accessibility, bestPractices, seo, lcp, tbt, cls } = score;
    console.log(
      `launched ${route}: perf ${perf}, a11y ${accessibility}, best ${bestPractices}, seo ${seo}, LCP ${Math.round(lcp)} ms, TBT ${Math.round(tbt)} ms, CLS ${cls.toFixed(4)}`,
    );
    scores.push(score);
  }
} finally {
  chrome.kill();
  server.stop();
}
const problems = scores.flatMap(scoreProblems);
for (const problem of problems) console.error(`launched practice, ${problem}`);
process.exit(problems.length ? 1 : 0);
