/** Runs Lighthouse (mobile, default simulated throttling) on Debian's Chromium and summarises a route. */
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import type Result from 'lighthouse/types/lhr/lhr.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.ts';
import { MAX_FONT_FILES } from '../policy/budgets.ts';

const LCP_MS = 1200;
const TBT_MS = 50;
const CLS = 0.001;

export const startChrome = (): Promise<LaunchedChrome> =>
  launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });

export interface RouteScore {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  transferred: number;
  scriptBytes: number;
  requests: number;
  fontFiles: number;
  imageAuditsFailed: string[];
}

/** The screenshots no score reads: about 1.8 s of each 7.5 s run. */
const UNSCORED_SCREENSHOTS_OFF = {
  disableFullPageScreenshot: true,
  skipAudits: ['screenshot-thumbnails', 'final-screenshot'],
};

const IMAGE_AUDITS = [
  'modern-image-formats',
  'uses-responsive-images',
  'offscreen-images',
  'unsized-images',
  'prioritize-lcp-image',
];

interface Item {
  resourceType?: string;
  transferSize?: number;
}
const items = (lhr: Result, audit: string) =>
  (lhr.audits[audit]?.details as { items?: Item[] } | undefined)?.items ?? [];
const metric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

function summarise(route: string, lhr: Result): RouteScore {
  return {
    route,
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    fcp: metric(lhr, 'first-contentful-paint'),
    lcp: metric(lhr, 'largest-contentful-paint'),
    tbt: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    speedIndex: metric(lhr, 'speed-index'),
    transferred: metric(lhr, 'total-byte-weight'),
    scriptBytes: items(lhr, 'resource-summary').find((item) => item.resourceType === 'script')?.transferSize ?? 0,
    requests: items(lhr, 'network-requests').length,
    fontFiles: items(lhr, 'network-requests').filter((item) => item.resourceType === 'Font').length,
    imageAuditsFailed: IMAGE_AUDITS.filter((id) => {
      const audit = lhr.audits[id];
      return audit && audit.score !== null && audit.score < 1;
    }),
  };
}

/** `runs` Lighthouse runs of one URL; the summary of Lighthouse's own median run. */
export async function scoreRoute(
  chrome: LaunchedChrome,
  baseUrl: string,
  route: string,
  runs: number,
): Promise<RouteScore> {
  const results: Result[] = [];
  for (let run = 0; run < runs; run += 1) {
    const outcome = await lighthouse(new URL(route, baseUrl).href, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      ...UNSCORED_SCREENSHOTS_OFF,
    });
    if (!outcome) throw new Error(`Lighthouse returned nothing for ${route}`);
    results.push(outcome.lhr);
  }
  // A run can come back without paint metrics (a runtime error); the median is taken over the valid ones.
  const valid = filterToValidRuns(results);
  if (valid.length === 0) {
    const errors = results.map((result) => result.runtimeError?.code ?? 'no paint metrics').join(', ');
    throw new Error(`Lighthouse had no valid run of ${route}: ${errors}`);
  }
  return summarise(route, computeMedianRun(valid));
}

/** Each budget the route breaks: Lighthouse 100 in all four categories, LCP, TBT, CLS, font files, image audits. */
export function scoreProblems(score: RouteScore): string[] {
  const { route } = score;
  const problems = (['performance', 'accessibility', 'bestPractices', 'seo'] as const)
    .filter((category) => score[category] < 100)
    .map((category) => `${route}: Lighthouse ${category} ${score[category]} < 100`);
  if (score.lcp > LCP_MS) problems.push(`${route}: LCP ${Math.round(score.lcp)} ms > ${LCP_MS} ms`);
  if (score.tbt > TBT_MS) problems.push(`${route}: TBT ${Math.round(score.tbt)} ms > ${TBT_MS} ms`);
  if (score.cls >= CLS) problems.push(`${route}: CLS ${score.cls.toFixed(4)} >= ${CLS}`);
  if (score.fontFiles > MAX_FONT_FILES) problems.push(`${route}: ${score.fontFiles} font files > ${MAX_FONT_FILES}`);
  for (const audit of score.imageAuditsFailed) problems.push(`${route}: image audit "${audit}" failed`);
  return problems;
}
