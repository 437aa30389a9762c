/**
 * The preview is the published page (issue 27), in a frame styled by the site's own stylesheet. Registered
 * through Sveltia's documented API: each template is a component of Sveltia's React, made with its `createClass`
 * and `h` (Decap CMS's globals), which mounts our own React root for the site's components.
 */
import type CMS from '@sveltia/cms';
import type { CustomPreviewTemplate } from '@sveltia/cms';
import { createElement, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import siteStyles from '#/editor/preview/preview.css?inline';
import type { PreviewProps } from '#/editor/preview/entry.ts';
import { templatesFor } from '#/editor/preview/templates.tsx';
import '#/editor/form/register-fields.ts';

interface Mounted {
  props: PreviewProps;
  element?: HTMLElement | null;
  root?: Root;
  draw(): void;
}

interface Sveltia {
  CMS: Pick<typeof CMS, 'registerPreviewStyle' | 'registerPreviewTemplate'>;
  createClass: (spec: ThisType<Mounted> & Record<string, unknown>) => CustomPreviewTemplate;
  h: (type: string, props: Record<string, unknown>) => unknown;
}

const { CMS: cms, createClass, h } = window as unknown as Sveltia;

const mounting = (Template: ComponentType<PreviewProps>) =>
  createClass({
    componentDidMount() {
      if (!this.element) return;
      this.root = createRoot(this.element);
      this.draw();
    },
    componentDidUpdate() {
      this.draw();
    },
    componentWillUnmount() {
      const { root } = this;
      // Not while Sveltia's own React is still committing.
      queueMicrotask(() => root?.unmount());
    },
    draw() {
      this.root?.render(createElement(Template, this.props));
    },
    render() {
      return h('div', { className: 'contents', ref: (element: HTMLElement | null) => (this.element = element) });
    },
  });

// One request fewer for the editor's first load.
cms.registerPreviewStyle(siteStyles, { raw: true });
/** Written into the editor's page at build time (src/pages/admin/index.astro). */
const pages = document.querySelector<HTMLMetaElement>('meta[name="site-pages"]')?.content.split(' ') ?? [];
for (const [name, template] of Object.entries(templatesFor(pages)))
  cms.registerPreviewTemplate(name, mounting(template));
