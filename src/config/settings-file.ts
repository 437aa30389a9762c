/** The practice settings' file, from the project's root (the web editor's "Practice settings"). */
export const SETTINGS_FILE = 'src/content/settings.yaml';
