/** Provided in `astro dev` by the content check's integration (integration.ts): its last round. */
declare module 'virtual:content-check/problems' {
  import type { Problem } from '#/config/problems/problem.ts';

  /** `except`: the paths served whatever the problems (the web editor, where she fixes them). */
  const state: { problems: readonly Problem[]; except: readonly string[] };
  export default state;
}
