/** Search results show about 60-70 characters of a title. */
export const MAX_TITLE_LENGTH = 70;

/** The page title alone when the pair would be too long. */
export function pageTitle(title: string, siteName: string): string {
  if (title === siteName) return title;
  const full = `${title} | ${siteName}`;
  return full.length <= MAX_TITLE_LENGTH ? full : title;
}
