/** Under the editor's path: in no sitemap, and kept by the holding build, so the scheduled rebuild always finds it. */
import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import heldBack from 'virtual:go-live/held-back';
import { isoDayOf, siteToday } from '#/config/days.ts';
import { writtenSettings } from '#/config/site.ts';
import { isDraft } from '#/lib/published.ts';
import { changeDays } from '#/lib/site-dates.ts';

export const GET: APIRoute = async () => {
  const today = siteToday();
  const posts = await getCollection('blog', (post) => !isDraft(post) && !heldBack.includes(post.id));
  const changes = changeDays(
    writtenSettings(),
    posts.map(({ data }) => data.date),
    today,
  );
  return Response.json({ built: isoDayOf(today), changes });
};
