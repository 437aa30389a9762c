import type { ReactNode } from 'react';
import type { IconName } from '#/schemas/icon.ts';
import Card from '#/components/ui/Card.tsx';
import Icon from '#/components/ui/Icon.tsx';
import HeadingText from '#/components/ui/HeadingText.tsx';

interface Props {
  icon: IconName;
  title: string;
  children: ReactNode;
  tint?: string;
  headingLevel?: 'h2' | 'h3';
}

export default function IconCard({
  icon,
  title,
  children,
  tint = 'bg-primary-soft',
  headingLevel: Heading = 'h3',
}: Props) {
  return (
    <Card className="flex h-full flex-col">
      <span className={`mb-4 flex size-12 items-center justify-center rounded-full text-primary-strong ${tint}`}>
        <Icon name={icon} />
      </span>
      <Heading className="text-xl text-ink lg:text-[1.3rem]">
        <HeadingText text={title} />
      </Heading>
      <div className="mt-3 flex flex-1 flex-col text-ink-soft">{children}</div>
    </Card>
  );
}
