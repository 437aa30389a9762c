/**
 * Stock phrasing across articles: the runs of words (12 by default) that three or more texts
 * share word for word. Case, punctuation and Markdown are ignored; {tokens} count as words.
 */
export function words(markdown: string): string[] {
  return markdown
    .toLowerCase()
    .replace(/\]\([^)]*\)/g, ' ')
    .replace(/[’']/g, '')
    .split(/[^a-z0-9{}£–-]+/)
    .filter(Boolean);
}

function runsOf(text: string, length: number): Set<string> {
  const list = words(text);
  const runs = new Set<string>();
  for (let start = 0; start + length <= list.length; start += 1) runs.add(list.slice(start, start + length).join(' '));
  return runs;
}

/** Each run of `length` words found in at least `minTexts` of the texts, with the texts that share it. */
export function sharedRuns(
  texts: Readonly<Record<string, string>>,
  length = 12,
  minTexts = 3,
): { run: string; texts: string[] }[] {
  const owners = new Map<string, string[]>();
  for (const [name, text] of Object.entries(texts)) {
    for (const run of runsOf(text, length)) owners.set(run, [...(owners.get(run) ?? []), name]);
  }
  return [...owners].filter(([, names]) => names.length >= minTexts).map(([run, names]) => ({ run, texts: names }));
}
