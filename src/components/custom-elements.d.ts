/**
 * The controls' custom elements, for JSX: each wraps its React markup (server-rendered, never
 * hydrated) and is defined by the module beside it (MobileMenu.tsx: mobile-menu.ts), which the
 * layout's one script loads (BaseLayout.astro).
 */
import type { HTMLAttributes } from 'react';

type Control = HTMLAttributes<HTMLElement>;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'copy-button': Control;
      'map-panel': Control;
      'mobile-menu': Control;
      'quick-exit': Control;
      'service-cards': Control;
    }
  }
}
