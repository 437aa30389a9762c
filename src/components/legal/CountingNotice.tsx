import type { PageSection } from '#/schemas/page.ts';

/** The privacy notice's part on the enquiry counter: on the page only while one is set in the settings. */
export default function CountingNotice({ copy }: { copy: PageSection }) {
  return (
    <section aria-labelledby="counting-heading">
      <h2 id="counting-heading">{copy.heading}</h2>
      {copy.text && <p>{copy.text}</p>}
    </section>
  );
}
