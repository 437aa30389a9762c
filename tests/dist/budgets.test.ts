import { describe, expect, it } from 'vitest';
import { budgetProblems, builtPages, measurePage } from '../../scripts/lib/page-budget';

describe('byte budgets of the built pages (brotli)', () => {
  it('the home page is the one page with an island', () => {
    expect(measurePage('index.html').island).toBe(true);
  });

  it.each(builtPages())('%s', (page) => {
    expect(budgetProblems(measurePage(page))).toEqual([]);
  });
});
