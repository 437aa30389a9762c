import { z } from 'astro/zod';
import { draft, forAges } from '#/schemas/draft.ts';
import { helplineList } from '#/schemas/helpline.ts';
import { iconName } from '#/schemas/icon.ts';
import { textSchemas } from '#/schemas/text.ts';
import type { SchemaTools } from '#/schemas/tools.ts';

export const CLINIC_COLOURS = ['sage', 'teal', 'lavender', 'sand', 'rose', 'sky'] as const;

export const clinicSchema = (tools: Pick<SchemaTools, 'reference' | 'fillIns'>) => {
  const { text, titleText, metaDescription } = textSchemas(tools.fillIns);
  return z.strictObject({
    title: titleText,
    subtitle: text,
    description: metaDescription,
    icon: iconName,
    colour: z.enum(CLINIC_COLOURS),
    topics: z
      .array(z.strictObject({ title: text, text, icon: iconName }))
      .length(4, 'a clinic lists exactly four topics'),
    action: z.strictObject({ label: text, to: z.enum(['booking', 'contact']) }),
    banner: z.strictObject({ heading: text, text }),
    /** A 'Leave this page' button, for a page someone may need to leave in a hurry (domestic abuse). */
    quickExit: z.boolean().optional(),
    helplines: helplineList(tools),
    draft,
    forAges,
  });
};
