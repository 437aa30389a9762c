/** What the form's check needs of the rest of the site (form-check.ts), as the build's content check knows it. */
import type { CheckSite } from '#/editor/preview/build-check.ts';
import { linkSite } from '#/content-check/content.ts';
import { settingsFillIns } from '#/lib/settings-fill-ins.ts';

/**
 * Published pages only: a draft's address is no visitor's business (the repository may be private). A link to a
 * draft is refused all the same, as going to no page; a post she saves in this visit is told by its state.
 */
export function formSiteFacts(): CheckSite {
  const { linkable, siteUrl } = linkSite();
  const { tokens, unset } = settingsFillIns();
  return { tokens, unsetTokens: [...unset], paths: linkable, unpublished: [], siteUrl };
}
