/** Her photo: optional in the settings, offered in the web editor, recommended (never required) before going live. */
import { describe, expect, it } from 'vitest';
import { siteSettings } from '#/config/site.ts';
import { portraitProblems, recommendedGoLiveItems } from '#/content-check/portrait.ts';
import { cmsConfig } from '#/editor/cms-config.ts';
import { settingsFile } from '#/config/settings-files.ts';

const site = siteSettings();

interface Field {
  name: string;
  widget: string;
  required?: boolean;
  fields?: Field[];
}

const settingsFields = () => {
  const config = cmsConfig({ repo: 'owner/name', branch: 'main' }, 'Editor') as unknown as {
    collections: { name: string; files?: { name: string; fields: Field[]; media_folder?: string }[] }[];
  };
  const settings = config.collections.find((collection) => collection.name === 'settings');
  const file = settings?.files?.find((form) => form.name === 'practice');
  return { fields: file?.fields ?? [], mediaFolder: file?.media_folder };
};

const withPortrait = (image: string) => ({ ...site, portrait: { image, alt: 'Her, smiling' } });

describe('her portrait', () => {
  it('is an optional picture upload with its description in the editor’s settings about her', () => {
    const { fields, mediaFolder } = settingsFields();
    const portrait = fields.find((field) => field.name === 'portrait');
    expect(portrait?.required).toBe(false);
    expect(portrait?.fields?.map((field) => [field.name, field.widget, field.required])).toEqual([
      ['image', 'image', true],
      ['alt', 'string', true],
    ]);
    // Uploads land with the site's other pictures, named relative to src/content/settings/practice.yaml.
    expect(mediaFolder).toBe('../../assets/art');
  });

  it('is recommended before going live while there is none, and not once there is', () => {
    const booking = { bookingUrl: 'https://calendly.com/sarah-ellis' };
    expect(recommendedGoLiveItems({ ...site, ...booking, portrait: undefined }).map((item) => item.field)).toEqual([
      'portrait',
    ]);
    expect(recommendedGoLiveItems({ ...withPortrait('../../assets/art/about.png'), ...booking })).toEqual([]);
  });

  it('mentions the optional booking page until she gives one, never requiring it', () => {
    expect(
      recommendedGoLiveItems({ ...site, portrait: undefined, bookingUrl: undefined }).map((item) => item.field),
    ).toEqual(['portrait', 'bookingUrl']);
  });

  it('names the settings field when its file is not a picture there', async () => {
    expect(await portraitProblems(withPortrait('../../assets/art/about.png'))).toEqual([]);
    const [problem] = await portraitProblems(withPortrait('../../assets/art/no-such-photo.jpg'));
    expect(problem).toMatchObject({ file: settingsFile('practice'), field: 'portrait.image' });
    expect(problem?.message).toMatch(/^"\.\.\/\.\.\/assets\/art\/no-such-photo\.jpg" is not a picture file there/);
  });
});
