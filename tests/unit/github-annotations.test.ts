/** The repository check's problems as GitHub's workflow commands read them (docs.github.com, workflow commands). */
import { describe, expect, it } from 'vitest';
import { annotation, runSummary } from '#/content-check/github-annotations.ts';

const DATE = {
  file: 'src/content/blog/sleep.md',
  line: 3,
  field: 'date',
  message: '"15/03/2024" is not a date. Write it as YYYY-MM-DD, e.g. 2024-03-15.',
};

describe('an annotation', () => {
  it('is an error on the problem’s file and line, titled in her words, reading as the build’s log does', () => {
    expect(annotation(DATE)).toBe(
      '::error file=src/content/blog/sleep.md,line=3,title=Your website was not updated::src/content/blog/sleep.md, line 3, date: "15/03/2024" is not a date. Write it as YYYY-MM-DD, e.g. 2024-03-15.',
    );
  });

  it('escapes what would end a property or the command early, and has no line where the problem has none', () => {
    const odd = { file: 'src/content/a,b:c.md', message: '100% sure\nor not' };
    expect(annotation(odd)).toBe(
      '::error file=src/content/a%2Cb%3Ac.md,title=Your website was not updated::src/content/a,b:c.md: 100%25 sure%0Aor not',
    );
    expect(annotation({ ...DATE, severity: 'warning' })).toMatch(/^::warning file=.*,title=Worth a look::/);
  });
});

describe('the run’s summary', () => {
  it('says the site was not updated, then each mistake (not the warnings) in order, Markdown kept as text', () => {
    const summary = runSummary([
      { ...DATE, severity: 'warning' },
      DATE,
      { file: 'src/content/settings/contact.yaml', line: 7, field: 'email', message: 'is <missing> *here*' },
    ]);
    expect(summary.split('\n')).toEqual([
      '## Your website was not updated',
      '',
      'The host’s build stops at what is below and publishes nothing: the site stays as it was. Correct it in the editor and Save again.',
      '',
      '1. src/content/blog/sleep.md, line 3, date: "15/03/2024" is not a date. Write it as YYYY-MM-DD, e.g. 2024-03-15.',
      '2. src/content/settings/contact.yaml, line 7, email: is \\<missing\\> \\*here\\*',
      '',
    ]);
    expect(runSummary([{ ...DATE, severity: 'warning' }])).toBe(
      'The content check passes: the host publishes this save.\n',
    );
  });
});
