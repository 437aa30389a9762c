import type { FAQPage } from 'schema-dts';
import { absoluteUrl } from '#/lib/seo/urls.ts';

export function faqPage(path: string, items: { question: string; answer: string }[]): FAQPage {
  return {
    '@type': 'FAQPage',
    url: absoluteUrl(path),
    mainEntity: items.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}
