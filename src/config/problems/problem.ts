export interface Problem {
  file: string;
  line?: number | undefined;
  field?: string | undefined;
  message: string;
  /** Shown but does not stop the build (a risky claim outside `build:live`). */
  severity?: 'warning' | undefined;
}

export const isWarning = (problem: Problem) => problem.severity === 'warning';

export function formatProblem({ file, line, field, message }: Problem): string {
  const where = [file, line ? `line ${line}` : undefined, field].filter(Boolean).join(', ');
  return `${where}: ${message}`;
}

/** Carries every problem found, not just the first. */
export class ContentProblems extends Error {
  readonly problems: Problem[];

  constructor(problems: Problem[]) {
    super(problems.map(formatProblem).join('\n'));
    this.name = 'ContentProblems';
    this.problems = problems;
  }
}
