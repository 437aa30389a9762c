import PageHero from '#/components/ui/PageHero.tsx';
import { inPageOrder, pageOf, type SiteContent } from '#/lib/site-content.ts';
import ClinicGrid from '#/components/clinics/ClinicGrid.tsx';

/** In the order the clinics page names them (also the home page's). */
export const clinicsProps = (content: SiteContent, page = pageOf(content, 'clinics')) => ({
  heading: page.heading,
  lead: page.lead,
  clinics: inPageOrder(content.clinics, page.clinics),
  frame: { cta: page.sections.cta },
});

export default function ClinicsPage({ heading, lead, clinics }: Omit<ReturnType<typeof clinicsProps>, 'frame'>) {
  return (
    <>
      <PageHero heading={heading} lead={lead} />
      <div className="mx-auto max-w-page px-5 py-14 sm:px-8">
        <ClinicGrid clinics={clinics} headingLevel="h2" />
      </div>
    </>
  );
}
