import { inPageOrder, pageOf, type SiteContent } from '#/lib/site-content.ts';
import ClinicGrid from '#/components/clinics/ClinicGrid.tsx';

/** In the order the clinics page names them (also the home page's). */
export const clinicsProps = (content: SiteContent, page = pageOf(content, 'clinics')) => ({
  clinics: inPageOrder(content.clinics, page.clinics),
});

export default function ClinicsPage({ clinics }: ReturnType<typeof clinicsProps>) {
  return (
    <div className="mx-auto max-w-page px-5 py-14 sm:px-8">
      <ClinicGrid clinics={clinics} headingLevel="h2" />
    </div>
  );
}
