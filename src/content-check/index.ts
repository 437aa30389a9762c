/** Every problem in one round; risky claims are mistakes only when `live`; what must not go live is go-live's. */
import { parseSettings } from '#/config/settings-schema.ts';
import { settingsAsWritten } from '#/config/site.ts';
import { placeInTheEditor } from '#/schemas/settings-place.ts';
import { ContentProblems, formatProblem, type Problem } from '#/config/problems/problem.ts';
import { ownerTextProblems } from '#/content-check/claims/index.ts';
import { contentProblems } from '#/content-check/content.ts';

/** The settings' problems first; the rest reads a refused setting as its stand-in (src/config/site.ts). */
export async function checkContent({ live = false } = {}): Promise<Problem[]> {
  const settings = settingsProblems();
  try {
    const rest = [...(await contentProblems()), ...ownerTextProblems({ live })];
    return [...settings, ...rest.filter((problem) => !settings.some((told) => sameField(told, problem)))];
  } catch (error) {
    // A file that cannot be read at all (a YAML syntax error) stops the rest: its problem, with the settings'.
    if (error instanceof ContentProblems) return toldOnce([...settings, ...error.problems]);
    throw error;
  }
}

/** A file two checks could not read (the settings, when nothing else stops the round) is told once. */
const toldOnce = (problems: Problem[]) => [
  ...new Map(problems.map((problem) => [formatProblem(problem), problem])).values(),
];

/** One line a field: a settings value the schema refused is not told again by the text checks. */
const sameField = (a: Problem, b: Problem) => a.file === b.file && a.field !== undefined && a.field === b.field;

function settingsProblems(): Problem[] {
  try {
    parseSettings(settingsAsWritten(), placeInTheEditor);
    return [];
  } catch (error) {
    if (error instanceof ContentProblems) return error.problems;
    throw error;
  }
}
