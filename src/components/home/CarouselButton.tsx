import type { ReactNode } from 'react';

interface Props {
  label: string;
  onClick: () => void;
  children: ReactNode;
  pressed?: boolean;
}

export default function CarouselButton({ label, onClick, children, pressed }: Props) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      {...(pressed === undefined ? {} : { 'aria-pressed': pressed })}
      className="inline-flex size-12 items-center justify-center rounded-full border border-line bg-surface text-primary-strong shadow-card hover:border-primary"
    >
      {children}
    </button>
  );
}
