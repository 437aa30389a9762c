import { useEffect, type ReactNode } from 'react';
import SiteFrame, { frameProps, type PageFrame } from '#/components/layout/SiteFrame.tsx';
import type { SiteData } from '#/editor/preview/site-data.ts';

const heading = (count: number) =>
  `${count === 1 ? 'One problem' : `${count} problems`} to fix before saving: the site's build would stop here.`;

/** Declared in the editor's page by Astro (src/pages/admin/index.astro). */
const isSiteFonts = (style: HTMLStyleElement) => /:root\s*\{\s*--font-/.test(style.textContent);
const FONTS_ID = 'site-fonts';

interface Props extends PageFrame {
  /** Sveltia renders in an iframe. */
  frame: Document;
  problems: string[];
  site: SiteData;
  /** The header marks its link as the current page. */
  path: string;
  children?: ReactNode;
}

export default function PreviewPage({ frame, problems, site, path, children, ...page }: Props) {
  useEffect(() => {
    if (frame.getElementById(FONTS_ID)) return;
    const fonts = frame.createElement('style');
    fonts.id = FONTS_ID;
    fonts.textContent = [...document.querySelectorAll('style')]
      .filter(isSiteFonts)
      .map((style) => style.textContent)
      .join('\n');
    frame.head.append(fonts);
  }, [frame]);
  return (
    <>
      {problems.length > 0 && (
        <section role="alert" aria-labelledby="problems-heading" className="border-b-4 border-accent bg-surface p-5">
          <h2 id="problems-heading" className="text-xl text-ink">
            {heading(problems.length)}
          </h2>
          <ul className="mt-3 list-disc space-y-3 pl-5 text-ink">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </section>
      )}
      <SiteFrame {...frameProps(site.content)} {...page} path={path} year={new Date().getFullYear()}>
        {children}
      </SiteFrame>
    </>
  );
}
