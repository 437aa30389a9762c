/** Each list's order is written once, in the copy of the page that shows it (src/schemas/page.ts). */
import type { z } from 'astro/zod';
import type { serviceSchema } from '#/schemas/service.ts';
import { inNamedOrder } from '#/lib/named-order.ts';
import { paths } from '#/config/paths.ts';
import { slug } from 'github-slugger';

type ServiceData = z.infer<ReturnType<typeof serviceSchema>>;

interface Service {
  id: string;
  data: Pick<ServiceData, 'icon' | 'homeCard' | 'servicesCards' | 'footerLink'>;
}

export const homeCards = (services: Service[], order: readonly string[]) =>
  inNamedOrder(
    services.flatMap(({ id, data }) => (data.homeCard ? [{ ...data.homeCard, icon: data.icon, slug: id }] : [])),
    (card) => card.slug,
    order,
  );

/** Its heading's address, as Astro gives a Markdown heading its id. */
const headingHref = (path: string, heading: string | undefined) => (heading ? `${path}#${slug(heading)}` : path);

/** A service may have several anchors (or none); a card about one part of it opens at that part's heading. */
export const servicesCards = (services: Service[], order: readonly string[]) =>
  inNamedOrder(
    services.flatMap(({ id, data }) =>
      (data.servicesCards ?? []).map((card) => ({
        ...card,
        slug: id,
        href: headingHref(paths.service(id), card.opensAt),
      })),
    ),
    (card) => card.anchor,
    order,
  );

export const footerServiceLinks = (services: Service[], order: readonly string[]) =>
  inNamedOrder(
    services.flatMap(({ id, data }) => (data.footerLink ? [{ ...data.footerLink, slug: id }] : [])),
    (link) => link.slug,
    order,
  ).map(({ slug, label }) => ({ href: paths.service(slug), label }));

export type HomeCard = ReturnType<typeof homeCards>[number];
export type ServicesCard = ReturnType<typeof servicesCards>[number];
