import { labels } from '#/config/labels.ts';
import { paths } from '#/config/paths.ts';
import { inPageOrder, pageOf, type SiteContent } from '#/lib/site-content.ts';

export const serviceTabs = (content: SiteContent, page = pageOf(content, 'services')) =>
  inPageOrder(content.services, page.services).map(({ id, data }) => ({ id, title: data.title }));

interface Props {
  services: { id: string; title: string }[];
  currentPath: string;
}

export default function ServiceTabs({ services, currentPath }: Props) {
  const tabs = [
    { href: paths.services, label: labels.allServices },
    ...services.map((service) => ({ href: paths.service(service.id), label: service.title })),
  ];
  return (
    <nav aria-label={labels.serviceTabs} className="border-b border-line bg-surface">
      {/* Below 1024 px a row that scrolls, its right edge fading to show there is more; wider, it wraps. */}
      <ul className="mx-auto flex max-w-page gap-2 overflow-x-auto px-5 py-3 mask-r-from-85% sm:px-8 lg:flex-wrap lg:overflow-visible lg:mask-none">
        {tabs.map((tab) => (
          <li key={tab.href} className="shrink-0">
            <a
              href={tab.href}
              aria-current={tab.href === currentPath ? 'page' : undefined}
              className="inline-flex min-h-11 items-center rounded-full border border-line px-4 text-sm font-medium whitespace-nowrap text-ink hover:border-primary aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-on-primary"
            >
              {tab.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
