import { useLayoutEffect, useRef } from 'react';

/**
 * Her text's HTML (sanitised: markdown.ts) as blocks of the element around it, not wrapped in one
 * of their own: the prose spaces its direct children, and on the about page her credentials follow
 * the text inside the same prose. React keeps its own nodes after these; an empty template marks where.
 */
export default function TextBlocks({ html }: { html: string }) {
  const marker = useRef<HTMLTemplateElement>(null);
  useLayoutEffect(() => {
    const end = marker.current;
    if (!end) return;
    const parsed = end.ownerDocument.createElement('template');
    parsed.innerHTML = html;
    const blocks = [...parsed.content.childNodes];
    end.before(...blocks);
    return () => {
      for (const block of blocks) block.remove();
    };
  }, [html]);
  return <template ref={marker} />;
}
