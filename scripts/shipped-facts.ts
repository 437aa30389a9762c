/** Writes the shipped facts' fingerprints (src/content-check/shipped-facts.json) from the content as it stands. */
import { writeFileSync } from 'node:fs';
import { currentFingerprints, SHIPPED_FACTS_FILE } from '#/content-check/shipped-facts.ts';

writeFileSync(SHIPPED_FACTS_FILE, `${JSON.stringify(currentFingerprints(), null, 2)}\n`);
