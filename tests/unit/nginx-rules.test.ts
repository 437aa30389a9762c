import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { NGINX_RULES } from '#/serving/nginx/rules.ts';

/** The nginx rules are committed, for a server to include; after a change: `node src/serving/nginx/rules.ts`. */
it.each(Object.entries(NGINX_RULES))('%s is written from the facts about serving as they are', (file, rules) => {
  expect(readFileSync(file, 'utf8')).toBe(rules());
});
