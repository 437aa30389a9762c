import BookingEnquiry from '#/components/booking/BookingEnquiry.tsx';
import UrgentHelp from '#/components/ui/UrgentHelp.tsx';
import type { PreviewProps } from '#/editor/preview/entry.ts';
import { ProsePagePreview, sectionsOf } from './prose';

/** The booking page: how to ask and the fees, from the settings; the helplines it names; its text (src/pages/booking.astro). */
export default function BookingPreview(props: PreviewProps) {
  return (
    <ProsePagePreview
      entry={props}
      parts={({ fields, site, helplines }) => {
        const { enquire, urgent } = sectionsOf('booking', fields);
        return {
          top: <BookingEnquiry copy={enquire} settings={site.settings} />,
          before: <UrgentHelp heading={urgent.heading} text={urgent.text} helplines={helplines} />,
        };
      }}
    />
  );
}
