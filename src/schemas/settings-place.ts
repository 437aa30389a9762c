/** Where she finds a settings field in the web editor, in its labels: the build's line for a bad value ends with it. */
import { SETTINGS_FILES } from '#/config/settings-files.ts';
import { settingsSchemas, type SettingsPlace } from '#/config/settings-schema.ts';
import { fieldLabelsOf, fieldsOf } from '#/schemas/schema-shape.ts';

/** "Practice settings › Contact details and opening hours › Your phone number", for a field the form has. */
export const placeInTheEditor: SettingsPlace = (name, path) => {
  const labels = fieldLabelsOf(fieldsOf(settingsSchemas[name]), path);
  return path.length > 0 && labels.length === path.length
    ? ['Practice settings', SETTINGS_FILES[name], ...labels].join(' › ')
    : undefined;
};
