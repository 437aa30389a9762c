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
const boundaries = [
  { files: ['src/**', 'astro.config.ts'], ignores: ['src/serving/**'], patterns: [fromDeploy] },
  {
    files: ['src/serving/**'],
    patterns: [
      {
        regex: '^(?!node:|\\./)',
        message:
          'src/serving/ is the home both the build and the servers import: it imports only its own files and node: built-ins.',
      },
    ],
  },
  {
    files: ['deploy/**'],
    patterns: [
      {
        regex: '(^|/)(src/(?!serving/)|scripts/|tests/)|^~/(?!serving/)',
        message: 'deploy/ imports only src/serving/ (the facts about serving), never the build or its integration.',
      },
    ],
  },
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
  ...boundaries,
);
