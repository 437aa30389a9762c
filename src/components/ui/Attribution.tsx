import { labels } from '#/config/labels.ts';

interface Props {
  author: string;
  age: number;
  parentOf: boolean;
}

/** "Claire, 34" or, for a teenager's parent, "Parent of Maya, 15". */
export default function Attribution({ author, age, parentOf }: Props) {
  return (
    <cite className="font-semibold text-ink not-italic">
      {`${parentOf ? `${labels.parentOf} ` : ''}${author}, ${age}`}
    </cite>
  );
}
