/**
 * The template's address is written once, as `repository` in package.json: the README's Deploy
 * section (where she clicks GitHub's "Use this template") must link to it.
 * When the template moves, change package.json and these links together.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const { repository } = JSON.parse(readFileSync('package.json', 'utf8')) as { repository: { url: string } };
const template = repository.url.replace(/^git\+/, '').replace(/\.git$/, '');
const readme = readFileSync('README.md', 'utf8');
const deploy = readme.slice(readme.indexOf('## Deploy'), readme.indexOf('\n## ', readme.indexOf('## Deploy') + 1));
/** GitHub repositories the Deploy section links to, other than tools it names (the sign-in worker). */
const repositoryLinks = [...deploy.matchAll(/https:\/\/github\.com\/[\w.-]+\/[\w.-]+/g)]
  .map(([link]) => link)
  .filter((link) => !link.startsWith('https://github.com/sveltia/'));

describe('the README’s links to the template', () => {
  it('start from "Use this template" on the template in package.json', () => {
    expect(template).toMatch(/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+$/);
    expect(deploy).toContain(`Open ${template} and click **Use this template**`);
  });

  it('all name that template', () => {
    expect(repositoryLinks.length).toBeGreaterThanOrEqual(1);
    for (const link of repositoryLinks) expect(link).toBe(template);
  });
});
