import type { CollectionEntry } from 'astro:content';
import IconCard from '#/components/ui/IconCard.tsx';

interface Props {
  topics: CollectionEntry<'clinics'>['data']['topics'];
  tint: string;
}

export default function TopicCards({ topics, tint }: Props) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2">
      {topics.map((topic) => (
        <li key={topic.title}>
          <IconCard icon={topic.icon} title={topic.title} tint={tint}>
            <p>{topic.text}</p>
          </IconCard>
        </li>
      ))}
    </ul>
  );
}
