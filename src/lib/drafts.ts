/** A draft is kept but never published: no page, link, card or mention of it. */
export const isDraft = (entry: { data: { draft?: boolean | undefined } }) => entry.data.draft === true;
