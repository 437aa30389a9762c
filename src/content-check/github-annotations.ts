/**
 * The content check's problems as GitHub Actions workflow commands (docs.github.com/actions/reference/
 * workflow-commands-for-github-actions): an annotation on the problem's file and line, which GitHub shows on the
 * commit and in the run, and a summary for the run's page.
 */
import { formatProblem, isWarning, type Problem } from '#/config/problems/problem.ts';

export const NOT_PUBLISHED = 'Your website was not updated';

const escapeData = (text: string) => text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
const escapeProperty = (text: string) => escapeData(text).replaceAll(':', '%3A').replaceAll(',', '%2C');

/** `::error file=…,line=…,title=…::the problem's line` (a warning as `::warning`). */
export function annotation(problem: Problem): string {
  const properties = [
    `file=${escapeProperty(problem.file)}`,
    ...(problem.line ? [`line=${problem.line}`] : []),
    `title=${escapeProperty(isWarning(problem) ? 'Worth a look' : NOT_PUBLISHED)}`,
  ];
  return `::${isWarning(problem) ? 'warning' : 'error'} ${properties.join(',')}::${escapeData(formatProblem(problem))}`;
}

/** The run's page, in Markdown: what stopped the save, first. */
export function runSummary(problems: readonly Problem[]): string {
  const mistakes = problems.filter((problem) => !isWarning(problem));
  if (mistakes.length === 0) return 'The content check passes: the host publishes this save.\n';
  return [
    `## ${NOT_PUBLISHED}`,
    '',
    'The host’s build stops at what is below and publishes nothing: the site stays as it was. Correct it in the editor and Save again.',
    '',
    ...mistakes.map((problem, index) => `${index + 1}. ${formatProblem(problem).replaceAll(/[\\`*_[\]<>|]/g, '\\$&')}`),
    '',
  ].join('\n');
}
