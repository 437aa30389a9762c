/** Each wraps server-rendered React markup (never hydrated) and is defined beside it; the layout's script loads it. */
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
