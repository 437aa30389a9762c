import { labels } from '#/config/labels.ts';
import { bookingServiceName } from '#/lib/booking-service.ts';

interface Props {
  bookingUrl?: string | undefined;
}

/** In the privacy notice, when she takes bookings online: the service, named. A fragment inside the prose. */
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
