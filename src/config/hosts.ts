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
