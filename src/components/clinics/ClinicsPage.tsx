import { inPageOrder, pageOf, type SiteContent } from '#/lib/site-content.ts';
import ClinicGrid from './ClinicGrid';

/** The published clinics in the order the clinics page names them (also the home page's). */
export const clinicsProps = (content: SiteContent, page = pageOf(content, 'clinics')) => ({
  clinics: inPageOrder(content.clinics, page.clinics),
});

/** /clinics under its heading (src/pages/clinics.astro), and as the web editor previews it: a card for each clinic. */
export default function ClinicsPage({ clinics }: { clinics: Parameters<typeof ClinicGrid>[0]['clinics'] }) {
  return (
    <div className="mx-auto max-w-page px-5 py-14 sm:px-8">
      <ClinicGrid clinics={clinics} headingLevel="h2" />
    </div>
  );
}
