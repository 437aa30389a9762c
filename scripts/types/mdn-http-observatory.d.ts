/** The parts of the MDN HTTP Observatory (JavaScript, no types of its own) that grade a captured response. */
declare module '@mdn/mdn-http-observatory/src/types.js' {
  export class Requests {
    constructor(hostname: string);
    resources: { path: string | null };
    responses: Record<string, unknown>;
    session: unknown;
  }
}
declare module '@mdn/mdn-http-observatory/src/constants.js' {
  export const ALL_TESTS: ((requests: import('@mdn/mdn-http-observatory/src/types.js').Requests) => {
    result: string | null;
    constructor: { name: string };
  })[];
}
declare module '@mdn/mdn-http-observatory/src/grader/grader.js' {
  export function getScoreModifier(expectation: string): number;
  export function getGradeForScore(score: number): { score: number; grade: string };
}
declare module '@mdn/mdn-http-observatory/src/grader/charts.js' {
  export const MINIMUM_SCORE_FOR_EXTRA_CREDIT: number;
}
declare module '@mdn/mdn-http-observatory/src/retriever/session.js' {
  export class Session {
    constructor(url: URL);
    url: URL;
  }
}
declare module '@mdn/mdn-http-observatory/src/retriever/utils.js' {
  export function parseHttpEquivHeaders(html: string, baseUrl: string): Map<string, string[]>;
}
