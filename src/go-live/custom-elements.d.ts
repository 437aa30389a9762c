/** The element deploy-status-element.ts defines, around DeployStatus.tsx's markup. */
import type { HTMLAttributes } from 'react';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'deploy-status': HTMLAttributes<HTMLElement>;
    }
  }
}
