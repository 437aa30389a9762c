/** A UK postcode in either case, spaced or not: the editor's check takes it so (its pattern has no flags). */
export const POSTCODE = /^[A-Za-z]{1,2}\d[A-Za-z\d]? ?\d[A-Za-z]{2}$/;

/** As the site shows it, in the build and in the editor's preview alike: "al52lx" -> "AL5 2LX". */
export const shownPostcode = (code: string) =>
  code
    .trim()
    .toUpperCase()
    .replace(/^(\S+?) ?(\d[A-Z]{2})$/, '$1 $2');
