import type { ReactNode } from 'react';

interface Props {
  children: ReactNode;
  as?: 'article' | 'div' | 'li';
  id?: string;
  className?: string;
}

export default function Card({ children, as: Tag = 'div', id, className = '' }: Props) {
  return (
    <Tag id={id} className={`rounded-lg border border-line bg-surface p-6 shadow-card ${className}`}>
      {children}
    </Tag>
  );
}
