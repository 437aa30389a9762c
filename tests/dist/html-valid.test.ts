import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { builtPages, DIST } from '../support/built-pages';

const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // React's server renderer writes <br/>, dateTime and hidden=""; all are valid HTML (attributes are case-insensitive).
    'void-style': 'off',
    'attr-case': 'off',
    'attribute-empty-style': 'off',
    // HTML5 allows ids that start with a digit (Markdown headings such as "1. Start small").
    'valid-id': ['error', { relaxed: true }],
  },
});

describe('every built page is valid HTML', () => {
  it.each(builtPages())('%s', async (page) => {
    const report = await validator.validateFile(`${DIST}/${page}`);
    const problems = report.results.flatMap((result) =>
      result.messages.map((message) => `${message.line}:${message.column} ${message.ruleId}: ${message.message}`),
    );
    expect(problems).toEqual([]);
  });
});
