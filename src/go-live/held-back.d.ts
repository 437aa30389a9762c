/** Provided by the go-live integration (integration.ts): the articles `build:live` keeps off the site, by id. */
declare module 'virtual:go-live/held-back' {
  const heldBack: readonly string[];
  export default heldBack;
}
