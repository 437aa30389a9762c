/** Provided by the editor-preview integration (integration.ts): each form's field names and labels, for the preview. */
declare module 'virtual:editor/forms' {
  import type { EditorForms } from '#/editor/form-words.ts';

  const forms: EditorForms;
  export default forms;
}
