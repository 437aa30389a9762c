/**
 * The MDN HTTP Observatory's score for a captured response, offline, with the Observatory's own
 * tests and score table (@mdn/mdn-http-observatory). Its scan() fetches the site itself over the
 * internet, so this does what scan() does once it has the answers: the site as it would be
 * deployed (https://, plain http redirecting to it, as Cloudflare Pages and Netlify do), with the
 * headers and body captured here.
 */
import { AxiosHeaders } from 'axios';
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from '@mdn/mdn-http-observatory/src/grader/charts.js';
import { ALL_TESTS } from '@mdn/mdn-http-observatory/src/constants.js';
import { getGradeForScore, getScoreModifier } from '@mdn/mdn-http-observatory/src/grader/grader.js';
import { Session } from '@mdn/mdn-http-observatory/src/retriever/session.js';
import { parseHttpEquivHeaders } from '@mdn/mdn-http-observatory/src/retriever/utils.js';
import { Requests } from '@mdn/mdn-http-observatory/src/types.js';

export interface Captured {
  status: number;
  headers: Record<string, string | undefined>;
  body: string;
}

export interface Grade {
  score: number;
  grade: string;
  /** Each test's outcome and what it adds or takes away: "content-security-policy": "csp-...(+10)". */
  tests: Record<string, string>;
}

/**
 * The Observatory reads Chromium's HSTS preload list from its conf/hsts-preload.json, which its
 * postinstall script downloads; npm does not run that script here (package.json allowScripts:
 * installs have no internet). The list written in its place holds only the site's domain, as
 * hstspreload.org adds it (with its subdomains): the site is graded as it stands once the
 * README's preload step is done. Nothing is written when a list is already there.
 */
function preloadListWith(domain: string): void {
  const list = join(
    dirname(createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json')),
    'conf',
    'hsts-preload.json',
  );
  if (existsSync(list)) return;
  writeFileSync(list, JSON.stringify({ [domain]: { includeSubDomains: true, mode: 'force-https' } }));
}

function requestsFor(siteUrl: URL, path: string, captured: Captured): Requests {
  const url = new URL(path, siteUrl);
  const headers = Object.fromEntries(
    Object.entries(captured.headers).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const response = {
    headers: new AxiosHeaders(headers),
    request: { headers: new AxiosHeaders() },
    status: captured.status,
    statusText: '',
    verified: true,
    data: captured.body,
    config: { headers: new AxiosHeaders() },
    httpEquiv: /^text\/html/.test(headers['content-type'] ?? '')
      ? parseHttpEquivHeaders(captured.body, url.href)
      : new Map(),
  };
  const requests = new Requests(url.hostname);
  requests.resources.path = captured.body;
  requests.responses = {
    auto: response,
    http: response,
    https: response,
    cors: response,
    httpRedirects: [
      { url: new URL(url.href.replace(/^https:/, 'http:')), status: 301 },
      { url, status: captured.status },
    ],
    httpsRedirects: [{ url, status: captured.status }],
  };
  requests.session = new Session(url);
  return requests;
}

/** As scan() scores: 100, plus every modifier, the bonuses counted only if the rest makes an A. */
export function observatoryGrade(siteUrl: string, path: string, captured: Captured): Grade {
  const site = new URL(siteUrl);
  preloadListWith(site.hostname.replace(/^www\./, ''));
  const results = ALL_TESTS.map((test) => test(requestsFor(site, path, captured)));
  let withBonuses = 100;
  let withoutBonuses = 100;
  const tests: Record<string, string> = {};
  for (const { result, constructor } of results) {
    const modifier = result ? getScoreModifier(result) : 0;
    withBonuses += modifier;
    if (modifier < 0) withoutBonuses += modifier;
    tests[constructor.name] = `${result} (${modifier >= 0 ? '+' : ''}${modifier})`;
  }
  const score = withoutBonuses >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withBonuses : withoutBonuses;
  return { ...getGradeForScore(score), tests };
}
