/** No Node here: the editor's preview reads it too. */
export const SETTINGS_FILE = 'src/content/settings.yaml';
