/**
 * The claims and safeguarding checks over the owner's text: `build:live` refuses a risky claim
 * or a sensitive page without its helpline, naming file, line, phrase, rule and a better wording,
 * and publishes nothing; a plain build shows the same lines as warnings and publishes.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_RULES } from '#/content-check/claims/rules.ts';
import { SENSITIVE_TOPICS } from '#/content-check/claims/safeguarding.ts';
import { build, edit, lineOf, NOTHING_PUBLISHED, scratchCopy } from './scratch';

const rule = (does: string) => CLAIM_RULES.find((found) => found.does === does);
const guarantee = rule('guarantees a result');
const proof = rule('claims scientific proof');
const treats = rule('claims to treat a medical condition');
const suicide = SENSITIVE_TOPICS.find(({ topic }) => topic.includes('suicide'));

/** A page (service or post) that shows no helpline fitting talk of suicide. */
const pageWithout = (helplines: readonly string[]) =>
  ['src/content/services', 'src/content/blog']
    .flatMap((folder) => readdirSync(folder).map((name) => `${folder}/${name}`))
    .sort()
    .find((file) => !helplines.some((id) => readFileSync(file, 'utf8').includes(`"${id}"`))) ?? '';
const firstPost = `src/content/blog/${readdirSync('src/content/blog').sort()[0] ?? ''}`;

let dir: string;
const lines: string[] = [];

function fingerprint(path: string): string {
  const hash = createHash('sha256');
  const add = (relative: string) => {
    const full = join(dir, relative);
    if (statSync(full).isDirectory()) for (const name of readdirSync(full).sort()) add(join(relative, name));
    else hash.update(relative).update(readFileSync(full));
  };
  add(path);
  return hash.digest('hex');
}

const claimLine = (file: string, line: number, field: string, phrase: string, does = '') => {
  const found = rule(does);
  return `${file}, line ${line}, ${field}: "${phrase}" ${does} (CAP Code ${found?.cap ?? ''}). Instead, ${found?.instead ?? ''}`;
};

describe('a risky claim in the owner’s text', () => {
  beforeAll(() => {
    dir = scratchCopy();
    mkdirSync(join(dir, 'dist'), { recursive: true });
    writeFileSync(join(dir, 'dist', 'index.html'), 'the site that is live');
    const post = edit(dir, firstPost, (text) => `${text}\nHypnotherapy is guaranteed to work for you.\n`);
    lines.push(claimLine(firstPost, lineOf(post, /guaranteed to work/), 'text', 'guaranteed', guarantee?.does));
    const faq = edit(dir, 'src/content/faq.yaml', (text) =>
      text.replace(/^ {2}answer: "/m, '  answer: "Hypnotherapy can treat IBS. '),
    );
    lines.push(claimLine('src/content/faq.yaml', lineOf(faq, /treat IBS/), 'answer', 'treat IBS', treats?.does));
    const settings = edit(dir, 'src/content/settings.yaml', (text) =>
      text.replace(/^ {2}role: .*$/m, '  role: "Scientifically Trained Hypnotherapist"'),
    );
    lines.push(
      claimLine(
        'src/content/settings.yaml',
        lineOf(settings, /^ {2}role:/),
        'practitioner.role',
        'Scientifically',
        proof?.does,
      ),
    );
    const quiet = pageWithout(suicide?.helplines ?? []);
    const text = edit(dir, quiet, (body) => `${body}\nIf you have thoughts of suicide, please talk to someone.\n`);
    lines.push(
      `${quiet}, line ${lineOf(text, /thoughts of suicide/)}, text: "suicide": the page speaks of self-harm or suicide but shows no helpline for it.`,
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('stops build:live with one plain line each, and publishes nothing', () => {
    const before = fingerprint('dist');
    const { status, stderr } = build(dir, '--live');
    expect(status).toBe(1);
    for (const line of lines) expect(stderr).toContain(line);
    expect(stderr).toMatch(NOTHING_PUBLISHED);
    expect(fingerprint('dist')).toBe(before);
    expect(existsSync(join(dir, '.build-tmp'))).toBe(false);
  });

  it('is shown by a plain build as the same lines, as warnings, and the site is built', () => {
    const { status, output } = build(dir);
    expect(status).toBe(0);
    for (const line of lines) expect(output).toContain(`[WARN] [content-check] ${line}`);
    expect(output).toMatch(/\] \d+ page\(s\) built in \d.*s$/m);
    expect(readFileSync(join(dir, 'dist', 'index.html'), 'utf8')).not.toBe('the site that is live');
  });
});
