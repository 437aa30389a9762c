import { labels } from '#/config/labels.ts';
import { bookingServiceName } from '#/lib/booking-service.ts';

interface Props {
  bookingUrl?: string | undefined;
}

/** A fragment inside the privacy notice's prose. */
export default function BookingPrivacy({ bookingUrl }: Props) {
  if (!bookingUrl) return null;
  const service = bookingServiceName(bookingUrl);
  return (
    <>
      <h2>{labels.bookingPrivacyHeading}</h2>
      <p>{labels.bookingPrivacy(service)}</p>
    </>
  );
}
