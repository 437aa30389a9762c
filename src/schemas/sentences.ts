/**
 * The text without each sentence that names one of the given {tokens}: a sentence that depends on
 * a detail she deleted (her partner practice, her memberships) goes with it. A sentence ends at
 * ".", "!" or "?" followed by a space.
 */
export function withoutSentencesNaming(text: string, names: readonly string[]): string {
  const parts = text.split(/((?<=[.!?])\s+)/);
  const kept: string[] = [];
  for (let at = 0; at < parts.length; at += 2) {
    const sentence = parts[at] ?? '';
    if (!names.some((name) => sentence.includes(`{${name}}`))) kept.push(sentence, parts[at + 1] ?? '');
  }
  return kept.join('');
}
