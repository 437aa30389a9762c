import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { blogSchema } from '#/schemas/blog.ts';
import { clinicSchema as clinicSchemaOf } from '#/schemas/clinic.ts';
import { faqSchema as faqSchemaOf } from '#/schemas/faq.ts';
import { testimonialSchema as testimonialSchemaOf } from '#/schemas/testimonial.ts';
import { settingsFillIns } from '#/lib/settings-fill-ins.ts';
import { pageSchema as pageSchemaOf } from '#/schemas/page.ts';

const fillIns = settingsFillIns();

const image = () => z.string();
const reference = (() => z.string()) as never;
const blog = blogSchema({ image: image as never, reference, fillIns, pages: [] });
const pageSchema = pageSchemaOf({ image: image as never, reference, fillIns, pages: [] }, 'terms');
const clinicSchema = clinicSchemaOf({ reference, fillIns });
const testimonialSchema = testimonialSchemaOf({ fillIns, reference });
const faqSchema = faqSchemaOf({ fillIns });
const description = 'A calm, practical description of this page that is long enough for search results.';

/** The field paths a schema rejects in the input. */
function rejected(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

describe('content schemas reject bad content, naming the field', () => {
  const post = { title: 'T', subtitle: 'S', excerpt: description, date: '2024-03-15' };

  it('accepts a good post and fills tokens in its text', () => {
    const parsed = blog.parse({ ...post, title: 'Sessions in {town}' });
    expect(parsed.title).toBe('Sessions in Harpenden');
  });

  it('a post without a title', () => {
    expect(rejected(blog, { ...post, title: undefined })).toEqual(['title']);
  });

  it('a misspelt field', () => {
    expect(rejected(blog, { ...post, titel: 'x' })).toEqual(['']);
  });

  it('an unknown {token}', () => {
    expect(rejected(blog, { ...post, subtitle: 'Call {phoneNumber}' })).toEqual(['subtitle']);
  });

  it('a cover image without alt text', () => {
    expect(rejected(blog, { ...post, cover: 'cover.png' })).toEqual(['coverAlt']);
  });

  it('a meta description that is too short', () => {
    expect(rejected(blog, { ...post, excerpt: 'Too short.' })).toEqual(['excerpt']);
  });

  it('a post dated in UK order or on a day that does not exist', () => {
    expect(rejected(blog, { ...post, date: '15/03/2024' })).toEqual(['date']);
    expect(rejected(blog, { ...post, date: '2024-02-31' })).toEqual(['date']);
  });

  it('a malformed or impossible date on a page', () => {
    const page = { title: 'Privacy', description, heading: 'Privacy Notice' };
    expect(rejected(pageSchema, { ...page, updated: '2026-11-23' })).toEqual([]);
    expect(rejected(pageSchema, { ...page, updated: '23/11/2026' })).toEqual(['updated']);
    expect(rejected(pageSchema, { ...page, updated: '2026-02-30' })).toEqual(['updated']);
  });

  it('a clinic with three topics or an unknown colour', () => {
    const topic = { title: 'Topic', text: 'Text', icon: 'calm' };
    const clinic = {
      title: 'Clinic',
      subtitle: 'Sub',
      description,
      icon: 'dental',
      colour: 'sage',
      topics: [topic, topic, topic, topic],
      action: { label: 'Book', to: 'booking' },
      banner: { heading: 'H', text: 'T' },
    };
    expect(rejected(clinicSchema, clinic)).toEqual([]);
    expect(rejected(clinicSchema, { ...clinic, topics: [topic, topic, topic] })).toEqual(['topics']);
    expect(rejected(clinicSchema, { ...clinic, colour: 'purple' })).toEqual(['colour']);
    expect(rejected(clinicSchema, { ...clinic, action: { label: 'Go', to: 'shop' } })).toEqual(['action.to']);
  });

  it('a testimonial with stars of her making or no sample marker', () => {
    const testimonial = {
      id: 't',
      position: 1,
      content: 'Kind words.',
      author: 'Ann',
      age: 40,
      title: 'Sleep',
      sample: true,
    };
    expect(rejected(testimonialSchema, testimonial)).toEqual([]);
    expect(rejected(testimonialSchema, { ...testimonial, stars: 5 })).toEqual(['']);
    expect(rejected(testimonialSchema, { ...testimonial, sample: undefined })).toEqual(['sample']);
  });

  it('an FAQ in an unknown category', () => {
    expect(rejected(faqSchema, { id: 'q', position: 1, category: 'misc', question: 'Q?', answer: 'A.' })).toEqual([
      'category',
    ]);
  });
});
