import type { PageSection } from '#/schemas/page.ts';

/** Only while a counter is set in the settings. */
export default function CountingNotice({ copy }: { copy: PageSection }) {
  return (
    <>
      <h2 id="counting">{copy.heading}</h2>
      {copy.text && <p>{copy.text}</p>}
    </>
  );
}
