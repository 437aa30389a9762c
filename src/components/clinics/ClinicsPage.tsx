import ClinicGrid from './ClinicGrid';

/** /clinics under its heading (src/pages/clinics.astro), and as the web editor previews it: a card for each clinic. */
export default function ClinicsPage({ clinics }: { clinics: Parameters<typeof ClinicGrid>[0]['clinics'] }) {
  return (
    <div className="mx-auto max-w-page px-5 py-14 sm:px-8">
      <ClinicGrid clinics={clinics} headingLevel="h2" />
    </div>
  );
}
