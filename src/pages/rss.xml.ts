import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { render } from 'astro:content';
import { siteSettings } from '#/config/site.ts';
import { feedPosts } from '#/lib/blog-pages.ts';
import { getPage, getPosts } from '#/lib/content.ts';
import { paths } from '#/config/paths.ts';
import { feedHtml } from '#/lib/seo/feed-html.ts';
import { absoluteUrl, LANGUAGE } from '#/lib/seo/urls.ts';

/** Rendered as its page renders it (Astro's container), so its pictures are the built files. */
export const GET: APIRoute = async () => {
  const site = siteSettings();
  const [blog, posts, container] = await Promise.all([getPage('blog'), getPosts(), AstroContainer.create()]);
  const items = await Promise.all(
    feedPosts(posts).map(async (post) => {
      const { Content } = await render(post);
      const link = absoluteUrl(paths.post(post.id));
      return {
        title: post.data.title,
        description: post.data.excerpt,
        link,
        pubDate: post.data.date,
        author: `${site.email} (${post.data.author ?? site.practitioner.name})`,
        content: feedHtml(await container.renderToString(Content), link),
      };
    }),
  );
  return rss({
    title: `${site.practiceName}: ${blog.data.heading}`,
    description: blog.data.description,
    site: site.siteUrl,
    trailingSlash: false,
    customData: `<language>${LANGUAGE.toLowerCase()}</language>`,
    items,
  });
};
