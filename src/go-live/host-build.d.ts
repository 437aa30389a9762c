/** Provided by the go-live integration (integration.ts): what the host's build found, once, for the editor's pages. */
declare module 'virtual:go-live/host-build' {
  import type { Backend } from '#/editor/cms-config.ts';
  import type { Save } from '#/go-live/deploy-status.ts';

  const hostBuild: { backend: Backend; save: Save | undefined };
  export default hostBuild;
}
