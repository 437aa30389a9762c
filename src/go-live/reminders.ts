/**
 * The checklist's reminders of her dates: a credential running out within a month or run out, and the daily
 * rebuild to connect while a date is ahead. Never launch items: they never bring the holding page back.
 */
import { dayOf, siteToday } from '#/config/days.ts';
import { settingsPlace, settingsSources, writtenSettings } from '#/config/site.ts';
import type { Problem } from '#/config/problems/problem.ts';
import type { FieldPath } from '#/config/problems/yaml-source.ts';
import { contentSources } from '#/schemas/collections.ts';
import { datedCredentials, standing } from '#/lib/credentials.ts';
import { formatUkDate } from '#/lib/dates.ts';
import { readEntries } from '#/lib/entries.ts';
import { isDraft } from '#/lib/published.ts';
import { changeDays } from '#/lib/site-dates.ts';
import { notesOf, type ChecklistItem } from '#/go-live/checklist.ts';

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

export function reminders(today = siteToday()): Problem[] {
  const written = writtenSettings();
  const sources = settingsSources();
  const at = (path: FieldPath) => settingsPlace(path, sources);
  const credentials = datedCredentials(written).flatMap(({ what, validUntil, path }): Problem[] => {
    const day = formatUkDate(validUntil);
    const message = {
      valid: undefined,
      due: `${capitalised(what)} runs out on ${day}: from that day the site no longer shows it. Renew it in time and write the new date.`,
      lapsed: `${capitalised(what)} ran out on ${day} (its “valid until” date), so the site no longer shows it. Renew it and write the new date, or remove it.`,
    }[standing(validUntil, today)];
    return message ? [{ ...at(path), message }] : [];
  });
  const rebuild: Problem = {
    ...at(['dailyRebuild']),
    message:
      'A date you have set changes your site by itself on its day (an article dated later, a “valid until” or an “away until” date), through a daily rebuild you connect once: follow the README’s “Scheduled posts” steps (about five minutes), then tick “Daily rebuild connected”.',
  };
  const waiting = !written.dailyRebuild && changeDays(written, scheduledPostDays(), today).length > 0;
  return [...credentials, ...(waiting ? [rebuild] : [])];
}

/** Articles neither drafts nor undated (the content check names a date that is not one). */
const scheduledPostDays = () =>
  readEntries(contentSources.blog.source).flatMap(({ data }) => {
    const { draft, date } = data as { draft?: unknown; date?: unknown };
    const day = typeof date === 'string' ? dayOf(date) : undefined;
    return day && !isDraft({ data: { draft: draft === true } }) ? [day] : [];
  });

export const reminderChecklist = (): ChecklistItem[] => notesOf(reminders());
