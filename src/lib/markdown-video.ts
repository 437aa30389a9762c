import type { HastPluginDefinition } from 'satteri';
import { videoBlockOf } from '#/lib/video-block.ts';

/** No video host: no player script. */
export interface VideoFrontmatter {
  videoHosts?: string[];
}

/** After the sanitiser. The block is shared with the editor's preview (video-block.ts). */
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

export const hasVideo = (frontmatter: VideoFrontmatter) => (frontmatter.videoHosts ?? []).length > 0;
