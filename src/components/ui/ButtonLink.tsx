import type { ReactNode } from 'react';
import HeadingText from '#/components/ui/HeadingText.tsx';

const VARIANTS = {
  primary: 'bg-primary text-on-primary hover:bg-primary-strong shadow-card',
  secondary: 'border-2 border-primary text-primary-strong hover:bg-primary-soft',
  quiet: 'text-primary-strong underline underline-offset-4 hover:text-ink',
  inverse: 'bg-surface text-primary-strong hover:bg-primary-soft',
} as const;

interface Props {
  href: string;
  children: ReactNode;
  variant?: keyof typeof VARIANTS;
  className?: string;
  /** The page it leads to is this one. */
  current?: boolean;
}

/** Every call to action on the site is a link (page or mailto). */
export default function ButtonLink({ href, children, variant = 'primary', className = '', current = false }: Props) {
  const shape = variant === 'quiet' ? 'min-h-11' : 'min-h-12 rounded-full px-6 py-3';
  return (
    <a
      href={href}
      aria-current={current ? 'page' : undefined}
      className={`inline-flex items-center justify-center gap-2 text-center font-semibold text-balance transition-colors duration-(--duration-fast) ${shape} ${VARIANTS[variant]} ${className}`}
    >
      {typeof children === 'string' ? <HeadingText text={children} /> : children}
    </a>
  );
}
