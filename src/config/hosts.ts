/**
 * The two hosts the site is made for, told apart by the variables each documents for its builds
 * (developers.cloudflare.com/pages/configuration/build-configuration, docs.netlify.com/build/configure-builds/
 * environment-variables), and where she adds a variable in each one's dashboard.
 */
export type BuildEnv = Readonly<Record<string, string | undefined>>;

export const HOSTS = {
  cloudflare: {
    name: 'Cloudflare',
    runs: (env: BuildEnv) => env['CF_PAGES'] === '1',
    commit: 'CF_PAGES_COMMIT_SHA',
    branch: 'CF_PAGES_BRANCH',
    variables: 'Workers & Pages > your project > Settings > Variables and secrets',
  },
  netlify: {
    name: 'Netlify',
    runs: (env: BuildEnv) => env['NETLIFY'] === 'true',
    commit: 'COMMIT_REF',
    branch: 'BRANCH',
    variables: 'Project configuration > Environment variables',
  },
} as const;

export type Host = (typeof HOSTS)[keyof typeof HOSTS];

/** The host running this build; none on her or a developer's computer. */
export const buildHost = (env: BuildEnv): Host | undefined => Object.values(HOSTS).find((host) => host.runs(env));

/**
 * Cloudflare's main "Create application" flow makes a Worker (Workers Builds, WORKERS_CI=1), whose deploy command
 * serves none of the rules this site's build writes for Pages: the build stops, saying how to make a Pages project.
 */
export const workerBuildProblem = (env: BuildEnv): string | undefined =>
  env['WORKERS_CI'] === '1'
    ? 'This Cloudflare project is a Worker, not a Pages project: in Cloudflare, Workers & Pages > Create application, click "Looking to deploy Pages? Get started" at the bottom, then Import an existing Git repository (README, Deploy).'
    : undefined;
