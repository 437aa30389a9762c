import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { site } from '#/config/site.ts';
import { feedPosts } from '#/lib/blog-pages.ts';
import { getPage, getPosts } from '#/lib/content.ts';
import { paths } from '#/lib/paths.ts';
import { LANGUAGE } from '#/lib/seo/urls.ts';

/** Feed readers show content away from the site: site-relative links and images get the site's address. */
const withAbsoluteLinks = (html: string) => html.replace(/(href|src)="\//g, `$1="${site.siteUrl}/`);

/** The latest articles in full, newest first. */
export const GET: APIRoute = async () => {
  const [blog, posts] = await Promise.all([getPage('blog'), getPosts()]);
  return rss({
    title: `${site.practiceName}: ${blog.data.heading}`,
    description: blog.data.description,
    site: site.siteUrl,
    trailingSlash: false,
    customData: `<language>${LANGUAGE.toLowerCase()}</language>`,
    items: feedPosts(posts).map(({ post }) => {
      const html = post.rendered?.html;
      if (!html) throw new Error(`${post.filePath ?? post.id}: the article rendered no HTML for the RSS feed`);
      return {
        title: post.data.title,
        description: post.data.excerpt,
        link: paths.post(post.id),
        pubDate: post.data.date,
        author: `${site.email} (${post.data.author ?? site.practitioner.name})`,
        content: withAbsoluteLinks(html),
      };
    }),
  });
};
