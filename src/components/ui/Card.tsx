import type { ReactNode } from 'react';

export default function Card({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <article className={`rounded-lg border border-line bg-surface p-6 shadow-card ${className}`}>{children}</article>
  );
}
