/**
 * Which save the live site was built from (the file each build publishes) beside her latest save (GitHub's REST
 * API), in her words: stand-in environments, a stand-in git and stand-in answers in the shapes the hosts and
 * GitHub document.
 */
import { describe, expect, it } from 'vitest';
import { deployStatusWords as words } from '#/config/deploy-status-words.ts';
import {
  builtSave,
  deployedSaveIn,
  deployStatusLines,
  describeSave,
  latestSaveAddress,
  latestSaveIn,
  savesAddress,
} from '#/go-live/deploy-status.ts';

const SHA = '9fceb02d0ae598e95dc970b74767f19372d61af8';
/** git as it answers in a clone holding that commit. */
const git = (args: string[]) =>
  args[0] === 'rev-parse'
    ? 'f00dfeed00000000000000000000000000000000'
    : args.join(' ') === `log -1 --format=%cI%n%s ${SHA}`
      ? '2026-03-14T10:02:33Z\nUpdate Practice settings'
      : undefined;
const noGit = () => undefined;

describe('the save a build is made from', () => {
  it('is the commit the host names, with its time and message from git', () => {
    const save = { commit: SHA, time: '2026-03-14T10:02:33Z', message: 'Update Practice settings' };
    expect(builtSave({ CF_PAGES: '1', CF_PAGES_COMMIT_SHA: SHA }, git)).toEqual(save);
    expect(builtSave({ NETLIFY: 'true', COMMIT_REF: SHA }, git)).toEqual(save);
  });

  it('is git’s own commit off a host, and only the commit where git cannot tell more', () => {
    expect(builtSave({}, git)?.commit).toBe('f00dfeed00000000000000000000000000000000');
    expect(builtSave({ CF_PAGES: '1', CF_PAGES_COMMIT_SHA: SHA }, noGit)).toEqual({
      commit: SHA,
      time: undefined,
      message: undefined,
    });
    expect(builtSave({}, noGit)).toBeUndefined();
  });
});

describe('what the checklist reads', () => {
  it('the published file and GitHub’s answer, and nothing from anything else', () => {
    expect(deployedSaveIn({ commit: SHA, message: 'Update Testimonials', time: '2026-03-14T10:02:33Z' })).toEqual({
      commit: SHA,
      message: 'Update Testimonials',
      time: '2026-03-14T10:02:33Z',
    });
    // GitHub lists commits newest first; a message's first line is its title.
    const answer = [
      { sha: SHA, commit: { message: 'Update Blog post\n\nmore', committer: { date: '2026-03-14T10:20:00Z' } } },
    ];
    expect(latestSaveIn(answer)).toEqual({ commit: SHA, message: 'Update Blog post', time: '2026-03-14T10:20:00Z' });
    for (const other of [undefined, {}, [], { message: 'Not Found' }, 'text']) {
      expect(latestSaveIn(other)).toBeUndefined();
      expect(deployedSaveIn(other)).toBeUndefined();
    }
  });

  it('asks GitHub for her branch’s newest commit, and links to her list of saves', () => {
    expect(latestSaveAddress('jane/site', 'main')).toBe(
      'https://api.github.com/repos/jane/site/commits?sha=main&per_page=1',
    );
    expect(savesAddress('jane/site', 'main')).toBe('https://github.com/jane/site/commits/main');
  });
});

describe('what she reads', () => {
  const live = { commit: SHA, time: '2026-03-14T10:02:33Z', message: 'Update Practice settings' };
  const later = { commit: 'b'.repeat(40), time: '2026-07-01T16:45:00Z', message: 'Update Testimonials' };

  it('names a save by its UK time and message, or by what is known of it', () => {
    expect(describeSave(live)).toBe('14 March 2026 at 10:02 (“Update Practice settings”)');
    // British Summer Time.
    expect(describeSave(later)).toBe('1 July 2026 at 17:45 (“Update Testimonials”)');
    expect(describeSave({ commit: SHA })).toBe('number 9fceb02');
  });

  it('up to date, waiting (or not published), or her list of saves where GitHub does not tell (a private repository)', () => {
    expect(deployStatusLines(live, live)).toEqual([words.upToDate(describeSave(live))]);
    expect(deployStatusLines(live, later)).toEqual([
      words.live(describeSave(live)),
      words.waiting(describeSave(later)),
    ]);
    expect(deployStatusLines(live, undefined)).toEqual([words.live(describeSave(live)), words.elsewhere]);
    expect(deployStatusLines(undefined, later)).toEqual([words.unknown]);
  });
});
