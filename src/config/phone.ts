import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'astro/zod';

/** Ofcom's numbers reserved for drama (the template's placeholder): not in service, yet the right shape. */
const DRAMA = /^(1632960|7700900)\d{3}$/;

const UNDIALLABLE = 'cannot be dialled. Write the number as you would dial it, e.g. "01582 123456".';

/** Refused rather than kept out of the dialled number (RFC 3966's ";ext="), which phones do not all dial. */
const extension = (ext: string) =>
  `has an extension (${ext}), which a tap on the number cannot dial: callers would reach the wrong line. Write a number that reaches you directly, e.g. "01582 123456".`;

/** As people write it ("+44 (0)1582 123456"), kept as dialled in the UK, any other in international form. */
export const phoneNumber = z.string().transform((written, context) => {
  const number = parsePhoneNumberFromString(written, 'GB');
  const dialable =
    number && (number.isValid() || (number.countryCallingCode === '44' && DRAMA.test(number.nationalNumber)));
  if (dialable && number.ext) context.addIssue({ code: 'custom', message: extension(number.ext) });
  else if (dialable) return number.countryCallingCode === '44' ? number.formatNational() : number.formatInternational();
  else context.addIssue({ code: 'custom', message: UNDIALLABLE });
  return z.NEVER;
});
