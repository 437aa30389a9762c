/**
 * Where a service shows outside its own page, gathered from the services' front matter and put
 * in each list's own order: the home page cards, the /services cards and the footer links.
 * Relative imports with .ts extensions: tests/content.ts runs this under Node.
 */
import type { z } from 'astro/zod';
import type { serviceSchema } from '../schemas/service.ts';
import { paths } from './paths.ts';

type ServiceData = z.infer<ReturnType<typeof serviceSchema>>;

interface Service {
  id: string;
  data: Pick<ServiceData, 'icon' | 'homeCard' | 'servicesCards' | 'footerLink'>;
}

/** By the order written, then by service, so two equal orders still give the same page. */
const inOrder = <T extends { order: number; slug: string }>(items: T[]) =>
  items.sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));

/** The home page's cards, each with its service's icon. */
export const homeCards = (services: Service[]) =>
  inOrder(services.flatMap(({ id, data }) => (data.homeCard ? [{ ...data.homeCard, icon: data.icon, slug: id }] : [])));

/** The cards of /services; a service may have several (or none). */
export const servicesCards = (services: Service[]) =>
  inOrder(services.flatMap(({ id, data }) => (data.servicesCards ?? []).map((card) => ({ ...card, slug: id }))));

/** The footer's service links. */
export const footerServiceLinks = (services: Service[]) =>
  inOrder(services.flatMap(({ id, data }) => (data.footerLink ? [{ ...data.footerLink, slug: id }] : []))).map(
    ({ slug, label }) => ({ href: paths.service(slug), label }),
  );

export type HomeCard = ReturnType<typeof homeCards>[number];
export type ServicesCard = ReturnType<typeof servicesCards>[number];
