import type { Settings } from '#/config/settings-schema.ts';

interface Props {
  address: Settings['address'];
}

export default function Address({ address }: Props) {
  return (
    <address className="not-italic">
      {address.venue}
      <br />
      {address.street}, {address.town}
      <br />
      {address.county} {address.postcode}
    </address>
  );
}
