import type { NavLink } from '#/lib/nav-links.ts';

interface Props {
  links: NavLink[];
  currentPath: string;
  className: string;
  linkClassName: string;
}

const isCurrent = (href: string, path: string) =>
  href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`);

export default function NavLinks({ links, currentPath, className, linkClassName }: Props) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            className={linkClassName}
            aria-current={isCurrent(link.href, currentPath) ? 'page' : undefined}
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
