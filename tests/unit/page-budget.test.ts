import { describe, expect, it } from 'vitest';
import { budgetProblems, FONT_FILE_BYTES, type PageBudget } from '../policy/page-budget';

const font = (url: string, overrides: Partial<PageBudget['fonts'][number]> = {}) => ({
  url,
  bytes: 12_000,
  preloaded: true,
  ...overrides,
});
const page = (overrides: Partial<PageBudget>): PageBudget => ({
  page: 'faq.html',
  firstRoundTrip: 10_000,
  javascript: 300,
  island: false,
  fonts: [font('/a.woff2'), font('/b.woff2')],
  blockingFontFaces: 0,
  ...overrides,
});

describe('page budgets', () => {
  it('passes a page within every budget', () => {
    expect(budgetProblems(page({}))).toEqual([]);
  });

  it('names the route and figure of each broken budget', () => {
    const problems = budgetProblems(
      page({
        firstRoundTrip: 15_000,
        javascript: 2_000,
        fonts: [
          font('/a.woff2', { bytes: FONT_FILE_BYTES + 1 }),
          font('/b.woff2', { preloaded: false }),
          font('/c.woff2'),
        ],
        blockingFontFaces: 1,
      }),
    );
    expect(problems).toEqual([
      '/faq: HTML + CSS 15000 B brotli > 14336 B',
      '/faq: JavaScript 2000 B brotli > 1024 B',
      `/faq: font /a.woff2 is ${FONT_FILE_BYTES + 1} B > ${FONT_FILE_BYTES} B`,
      '/faq: font /b.woff2 is not preloaded',
      '/faq: 3 font files > 2',
      '/faq: 1 @font-face rules without font-display: swap',
    ]);
  });

  it('lets only the home page hydrate an island', () => {
    expect(budgetProblems(page({ island: true }))).toContain('/faq: only the home page may hydrate an island');
  });
});
