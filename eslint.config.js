import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

/**
 * src/serving/ holds how the site is served. Its top-level files are the facts about serving
 * (headers, policies, canonical paths, the editor's path) and a page's part of its policy: they
 * import only each other, node: built-ins and Astro's types, so the site, the build and the tests
 * all import them. build/ is the Astro integration that writes the hosts' header rules and
 * publishes the built site (a layer of its own, LAYERS below).
 */
const homeOnly = {
  regex: '^(?!node:|astro$|#/serving/[^/]+\\.ts$)',
  message:
    'src/serving/ is the home the site, the build and the tests import: it imports only its own files, node: built-ins and Astro’s types.',
};

/**
 * One import style: src/ is imported by `#/…` (package.json "imports", which Node, Vite and
 * TypeScript all read, so the same line runs under plain Node and Astro), with the file's
 * extension, within a folder too.
 */
const noTilde = { regex: '^~/', message: 'Import src/ by #/… (package.json "imports"), with the file’s extension.' };
const relative = {
  regex: '^\\.',
  message: 'Import src/ by #/… with the file’s extension, within a folder too (package.json "imports").',
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
 * on both, and serving/build (the integration that finishes the built site) and pages (the
 * routes) are the top. Each concern's Astro integration sits in its folder (integration.ts). The
 * facts about serving sit below them all (their rule above); assets and styles hold no code. A fact a lower layer needs moves down to it;
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
  'serving/build',
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
  patterns: [noTilde, relative, ...(layer === LAYERS.at(-1) ? [] : [upward(layer)])],
}));

const importRules = [
  { files: ['src/serving/*.ts'], patterns: [homeOnly, relative] },
  { files: ['src/**'], ignores: ['src/serving/*.ts'], patterns: [noTilde, relative] },
  ...layerRules,
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
      'dist.old/',
      '.astro/',
      '.wrangler/',
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
