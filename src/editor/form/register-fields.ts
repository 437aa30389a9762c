/** The form's checked fields (checked-field.tsx), registered with the preview's templates, before Sveltia draws a form. */
import type CMS from '@sveltia/cms';
import { checkedField } from '#/editor/form/checked-field.tsx';
import { formCheck } from '#/editor/form/form-check.ts';

const { CMS: cms } = window as unknown as { CMS: Pick<typeof CMS, 'registerFieldType' | 'registerEventListener'> };

const { check, saved } = formCheck();
cms.registerFieldType('checked', checkedField(check));
cms.registerEventListener(saved);
