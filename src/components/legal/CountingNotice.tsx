import type { PageSection } from '#/schemas/page.ts';

/**
 * The privacy notice's part on the enquiry counter, on the page only while one is set in the
 * settings: a heading and its text, as the notice's own (direct children of its prose).
 */
export default function CountingNotice({ copy }: { copy: PageSection }) {
  return (
    <>
      <h2 id="counting">{copy.heading}</h2>
      {copy.text && <p>{copy.text}</p>}
    </>
  );
}
