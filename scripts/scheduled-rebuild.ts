/**
 * The scheduled rebuild (.github/workflows/scheduled-rebuild.yml): each morning, asks the host for a build only
 * if the site changes by itself today. Each build publishes the coming days on which it does (paths.siteDates,
 * src/lib/site-dates.ts); this reads that list from the live site, whose address is the siteUrl of the website settings. Node's
 * built-ins and the repository's dependency-free modules only: it runs with nothing installed.
 */
import { readFileSync } from 'node:fs';
import { isoDayOf, siteToday } from '#/config/days.ts';
import { paths } from '#/config/paths.ts';
import { settingsFile } from '#/config/settings-files.ts';

const SITE_FILE = settingsFile('website');

export interface Decision {
  build: boolean;
  reason: string;
}

/**
 * Build when run by hand (README's "Try it"), when the list cannot be read (then as every morning before it was
 * kept), and when a day it names has come: today's, or one a missed run left behind. Otherwise, no build.
 */
export function decide(today: string, changes: readonly string[] | undefined, byHand: boolean): Decision {
  if (byHand) return { build: true, reason: 'Run by hand: asking the host for a build.' };
  if (!changes) return { build: true, reason: 'asking the host for a build, as the list of dates is unknown.' };
  const due = changes.filter((day) => day <= today);
  if (due.length > 0)
    return { build: true, reason: `The site changes on ${due.join(', ')}: asking the host for a build.` };
  const next = changes.find((day) => day > today);
  return {
    build: false,
    reason: `Nothing on the site changes today (${next ? `next: ${next}` : 'no date ahead'}): no build.`,
  };
}

/** Her site's address, as the settings file gives it (a top-level line the editor writes). */
export const siteAddressIn = (settingsText: string) =>
  /^siteUrl:\s*["']?(https?:\/\/[^"'\s#]+)/m.exec(settingsText)?.[1]?.replace(/\/$/, '');

/** Undefined, and why, when the live site does not give a list of days. */
async function changesOf(site: string | undefined): Promise<{ changes?: string[]; problem?: string }> {
  if (!site) return { problem: `no siteUrl in ${SITE_FILE}` };
  const address = `${site}${paths.siteDates}`;
  try {
    const response = await fetch(address, { signal: AbortSignal.timeout(30_000) });
    if (!response.ok) return { problem: `${address} answered HTTP ${response.status}` };
    const { changes } = (await response.json()) as { changes?: unknown };
    if (Array.isArray(changes) && changes.every((day) => typeof day === 'string')) return { changes };
    return { problem: `${address} holds no list of days` };
  } catch (error) {
    return { problem: `${address} could not be read (${error instanceof Error ? error.message : String(error)})` };
  }
}

/** Says what it does as it goes; throws when the host refuses the hook, so that the run fails and GitHub e-mails her. */
export async function scheduledRebuild(
  run: { hook: string; site: string | undefined; today: string; byHand: boolean },
  say: (line: string) => void = console.log,
): Promise<void> {
  if (!run.hook) return say('No BUILD_HOOK_URL secret: nothing to rebuild (README, Scheduled posts).');
  const { changes, problem } = run.byHand ? {} : await changesOf(run.site);
  const { build, reason } = decide(run.today, changes, run.byHand);
  say(problem ? `${problem}: ${reason}` : reason);
  if (!build) return;
  const refused = (why: string) =>
    new Error(
      `The host refused the build hook (${why}): make a new hook and replace the BUILD_HOOK_URL secret (README, Scheduled posts).`,
    );
  const response = await fetch(run.hook, { method: 'POST', body: '{}', signal: AbortSignal.timeout(60_000) }).catch(
    (error: unknown) => {
      throw refused(error instanceof Error ? error.message : String(error));
    },
  );
  if (!response.ok) throw refused(`HTTP ${response.status}`);
  say('The host is building the site.');
}

if (import.meta.main) {
  await scheduledRebuild({
    hook: process.env['BUILD_HOOK_URL'] ?? '',
    site: siteAddressIn(readFileSync(SITE_FILE, 'utf8')),
    today: isoDayOf(siteToday()),
    byHand: process.env['GITHUB_EVENT_NAME'] === 'workflow_dispatch',
  });
}
