import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

/**
 * Folders that depend one way. src/serving/ holds the facts about serving (headers, policies,
 * cache rules, canonical paths, the not-found page, the editor's path): the build (src/, with its
 * integration) and the servers (deploy/) both import it, and it imports neither. So src/ never
 * imports deploy/, and deploy/ reaches into src/ only for src/serving/.
 */
const fromDeploy = {
  regex: '(^|/)deploy(/|$)',
  message: 'src/ never imports deploy/: put a shared fact in src/serving/.',
};
const homeOnly = {
  regex: '^(?!node:|\\./)',
  message:
    'src/serving/ is the home both the build and the servers import: it imports only its own files and node: built-ins.',
};
const deployReach = {
  regex: '(^|/)(src/|scripts/|tests/)|^#/(?!serving/)',
  message:
    'deploy/ imports only src/serving/ (#/serving/…, the facts about serving), never the build or its integration.',
};

/**
 * One import style: src/ is imported by `#/…` from any other folder (package.json "imports",
 * which Node, Vite and TypeScript all read, so the same line runs under plain Node and Astro),
 * with the file's extension; relative paths only within one folder.
 */
const noTilde = { regex: '^~/', message: 'Import src/ by #/… (package.json "imports"), with the file’s extension.' };
const relativeAcross = {
  regex: '^\\.\\./|^\\./[^/]+/',
  message: 'Relative imports only within one folder: import another folder of src/ by #/….',
};
const relativeIntoSrc = {
  regex: '^(\\./|(\\.\\./)+)src/',
  message: 'Import src/ by #/… (package.json "imports"), not by a relative path.',
};

/**
 * The layers of src/, bottom first: a folder imports its own layer and those below it, never one
 * above. config, schemas and lib are the foundation (settings and site facts; content schemas;
 * helpers), components draw them, layouts frame components; content-check and the editor are
 * the machinery that reads the owner's content, go-live (the checklist and holding page) builds
 * on both, and integrations and pages (the routes) are the top. src/serving/ sits below them all
 * (its rule above); assets and styles hold no code. A fact a lower layer needs moves down to it;
 * a function that needs a higher layer is passed in, or called from that layer.
 */
const LAYERS = [
  'config',
  'schemas',
  'lib',
  'components',
  'layouts',
  'content-check',
  'editor',
  'go-live',
  'integrations',
  'pages',
];
const upward = (layer) => {
  const above = LAYERS.slice(LAYERS.indexOf(layer) + 1);
  return {
    regex: `^#/(${above.join('|')})/`,
    message: `src/${layer}/ imports only its own layer and those below it (${LAYERS.slice(0, LAYERS.indexOf(layer)).join(', ') || 'none'}; eslint.config.js LAYERS): move the shared fact down, or pass the function in.`,
  };
};
const layerRules = LAYERS.map((layer) => ({
  files: [`src/${layer}/**`],
  patterns: [fromDeploy, noTilde, relativeAcross, ...(layer === LAYERS.at(-1) ? [] : [upward(layer)])],
}));

const importRules = [
  { files: ['src/serving/**'], patterns: [homeOnly, relativeAcross] },
  { files: ['src/**'], ignores: ['src/serving/**'], patterns: [fromDeploy, noTilde, relativeAcross] },
  ...layerRules,
  { files: ['deploy/**'], patterns: [deployReach, noTilde, relativeIntoSrc] },
  { files: ['scripts/**', 'tests/**', '*.ts'], patterns: [noTilde, relativeIntoSrc] },
].map(({ files, ignores, patterns }) => ({
  files,
  ...(ignores ? { ignores } : {}),
  rules: { 'no-restricted-imports': ['error', { patterns }] },
}));

export default defineConfig(
  {
    ignores: [
      'dist/',
      '.build-tmp/',
      '.build-old/',
      '.astro/',
      'node_modules/',
      'test-results/',
      'screenshots/',
      'bench-results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  ...astro.configs.recommended,
  {
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        document: 'readonly',
        window: 'readonly',
        navigator: 'readonly',
      },
    },
  },
  ...importRules,
);
