/**
 * Where a service shows outside its own page, gathered from the services' front matter and put
 * in each list's own order (written once, in the copy of the page that shows it: src/schemas/page.ts):
 * the home page cards, the /services cards and the footer links.
 * Relative imports with .ts extensions: tests/content.ts runs this under Node.
 */
import type { z } from 'astro/zod';
import type { serviceSchema } from '#/schemas/service.ts';
import { inNamedOrder } from './named-order.ts';
import { paths } from '#/config/paths.ts';

type ServiceData = z.infer<ReturnType<typeof serviceSchema>>;

interface Service {
  id: string;
  data: Pick<ServiceData, 'icon' | 'homeCard' | 'servicesCards' | 'footerLink'>;
}

/** The home page's cards, each with its service's icon, in the order of the services named. */
export const homeCards = (services: Service[], order: readonly string[]) =>
  inNamedOrder(
    services.flatMap(({ id, data }) => (data.homeCard ? [{ ...data.homeCard, icon: data.icon, slug: id }] : [])),
    (card) => card.slug,
    order,
  );

/** The cards of /services, in the order of the anchors named; a service may have several (or none). */
export const servicesCards = (services: Service[], order: readonly string[]) =>
  inNamedOrder(
    services.flatMap(({ id, data }) => (data.servicesCards ?? []).map((card) => ({ ...card, slug: id }))),
    (card) => card.anchor,
    order,
  );

/** The footer's service links, in the order of the services named. */
export const footerServiceLinks = (services: Service[], order: readonly string[]) =>
  inNamedOrder(
    services.flatMap(({ id, data }) => (data.footerLink ? [{ ...data.footerLink, slug: id }] : [])),
    (link) => link.slug,
    order,
  ).map(({ slug, label }) => ({ href: paths.service(slug), label }));

export type HomeCard = ReturnType<typeof homeCards>[number];
export type ServicesCard = ReturnType<typeof servicesCards>[number];
