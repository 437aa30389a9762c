/** The form's check reads the rest of the site here (src/editor/form/form-check.ts). */
import { formSiteFacts } from '#/editor/form/site-facts.ts';

export const GET = (): Response => Response.json(formSiteFacts());
