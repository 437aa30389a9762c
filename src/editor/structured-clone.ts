/**
 * The browser's own structuredClone, in place of the @ungap/structured-clone polyfill that
 * hast-util-sanitize imports (the preview's build aliases it here: src/editor/integration.ts): the polyfill calls the native one
 * whenever it exists, as it does in every browser the editor supports and in Node, so this only
 * saves the editor's preview the polyfill's 1 KB (brotli).
 */
export default globalThis.structuredClone;
