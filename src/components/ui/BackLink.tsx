import { ArrowLeft } from 'lucide-react';

interface Props {
  href: string;
  label: string;
}

export default function BackLink({ href, label }: Props) {
  return (
    <a
      href={href}
      className="mb-6 inline-flex min-h-11 items-center gap-2 font-semibold text-primary-strong hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {label}
    </a>
  );
}
