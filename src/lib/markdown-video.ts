import type { HastPluginDefinition } from 'satteri';
import { videoBlockOf } from './video-block';

/** What a rendered body tells its page: which video hosts it frames (none: no player script). */
export interface VideoFrontmatter {
  videoHosts?: string[];
}

/**
 * Markdown (HTML tree) plugin, after the sanitiser: a paragraph that is only a link to a YouTube
 * or Vimeo video becomes a click-to-load video block (video-block.ts, which the editor's preview
 * shares), and the page learns which host it plays from.
 */
export const videoPlugin: HastPluginDefinition = {
  name: 'video-blocks',
  element: {
    filter: ['p'],
    visit(paragraph, context) {
      const video = videoBlockOf(paragraph);
      if (!video) return;
      context.replaceNode(paragraph, video.block);
      const frontmatter = (context.data['astro'] as { frontmatter?: VideoFrontmatter } | undefined)?.frontmatter;
      if (frontmatter) frontmatter.videoHosts = [...new Set([...(frontmatter.videoHosts ?? []), video.host])];
    },
  },
};

/** Whether a rendered body (its `remarkPluginFrontmatter`) holds a video block. */
export const hasVideo = (frontmatter: VideoFrontmatter) => (frontmatter.videoHosts ?? []).length > 0;
