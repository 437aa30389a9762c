import type { Settings } from '#/config/settings-schema.ts';
import { freeOrFirst, money, range } from '#/config/fill-ins.ts';
import { labels } from '#/config/labels.ts';

export interface Fee {
  what: string;
  length: string;
  price: string;
}

/** The same figures the copy's {tokens} show; a first consultation that is not free has no price of its own here. */
export function feeSummary({ prices, freeConsultation }: Pick<Settings, 'prices' | 'freeConsultation'>): Fee[] {
  const minutes = (value: string) => `${range(value)} ${labels.minutes}`;
  return [
    {
      what: labels.consultation(freeOrFirst({ freeConsultation })),
      length: minutes(prices.consultationMinutes),
      price: freeConsultation ? labels.free : '',
    },
    {
      what: labels.firstSession,
      length: minutes(prices.firstSessionMinutes),
      price: money.format(prices.firstSession),
    },
    { what: labels.eachSession, length: minutes(prices.sessionMinutes), price: money.format(prices.session) },
    { what: labels.typicalCourse, length: `${range(prices.typicalCourseSessions)} ${labels.sessions}`, price: '' },
  ];
}
