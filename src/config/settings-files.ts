/**
 * Her practice settings: one short file a subject, each its own form in the web editor, titled as she would look
 * for it (docs/editing-content.md, "Practice settings"). No Node, no Zod: the editor's preview reads it.
 */
export const SETTINGS_DIR = 'src/content/settings';

/** In the editor's order; each file's fields are its part of the schema (settings-schema.ts). */
export const SETTINGS_FILES = {
  practice: 'About you and your practice',
  answers: 'Your practice',
  contact: 'Contact details and opening hours',
  fees: 'Fees and sessions',
  credentials: 'Qualifications and memberships',
  privacy: 'Privacy notice',
  website: 'Website, social media and reviews',
  confirmations: 'What is true of your practice',
} as const;

export type SettingsFileName = keyof typeof SETTINGS_FILES;

export const SETTINGS_FILE_NAMES = Object.keys(SETTINGS_FILES) as SettingsFileName[];

/** "src/content/settings/contact.yaml". */
export const settingsFile = (name: SettingsFileName) => `${SETTINGS_DIR}/${name}.yaml`;

export const settingsFileName = (file: string): SettingsFileName | undefined =>
  SETTINGS_FILE_NAMES.find((name) => settingsFile(name) === file);
