import { Star } from 'lucide-react';

interface Props {
  count: number;
}

export default function Stars({ count }: Props) {
  return (
    <p className="flex text-star">
      {Array.from({ length: count }, (_, index) => (
        <Star key={index} className="size-4 fill-current" strokeWidth={0} aria-hidden="true" />
      ))}
      <span className="sr-only">{`${count} out of 5 stars`}</span>
    </p>
  );
}
