import { describe, expect, it } from 'vitest';
import { settingsTokens } from '~/config/tokens';
import { fillTokens } from '~/lib/tokens';

describe('fillTokens', () => {
  it('fills known tokens and reports unknown ones', () => {
    expect(fillTokens('{a} and {b}', { a: 'one' })).toEqual({ text: 'one and {b}', unknown: ['{b}'] });
  });
  it('leaves text without tokens alone', () => {
    expect(fillTokens('No braces here.', {})).toEqual({ text: 'No braces here.', unknown: [] });
  });
});

describe('settings tokens', () => {
  it('come from the settings, with ranges written with an en dash', () => {
    expect(settingsTokens['sessionPrice']).toBe('£75');
    expect(settingsTokens['sessionLength']).toBe('50–60 minutes');
    expect(settingsTokens['courseLength']).toBe('6–8 sessions');
  });
});
