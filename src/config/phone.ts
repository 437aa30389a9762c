import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'astro/zod';

/** Ofcom's numbers reserved for drama (the template's placeholder): not in service, yet the right shape. */
const DRAMA = /^(1632960|7700900)\d{3}$/;

const UNDIALLABLE = 'cannot be dialled. Write the number as you would dial it, e.g. "01582 123456".';

/** As people write it ("+44 (0)1582 123456"), kept as dialled in the UK, any other in international form. */
export const phoneNumber = z.string().transform((written, context) => {
  const number = parsePhoneNumberFromString(written, 'GB');
  const dialable =
    number && (number.isValid() || (number.countryCallingCode === '44' && DRAMA.test(number.nationalNumber)));
  if (dialable) return number.countryCallingCode === '44' ? number.formatNational() : number.formatInternational();
  context.addIssue({ code: 'custom', message: UNDIALLABLE });
  return z.NEVER;
});
