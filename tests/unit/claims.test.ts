import { describe, expect, it } from 'vitest';
import { bannedClaims, PLACEHOLDERS } from '../policy/claims';

describe('bannedClaims', () => {
  it.each([
    'Hypnotherapy can cure anxiety.',
    'Guaranteed results in three sessions.',
    'A permanent change.',
    'It is easy.',
    'Relax instantly.',
    'A 100% success rate.',
    'Clinically proven.',
  ])('catches %j', (text) => {
    expect(bannedClaims(text)).not.toEqual([]);
  });

  it('lets an allowed negation through, but only that', () => {
    expect(bannedClaims('I cannot guarantee results, because everyone is different.')).toEqual([]);
    expect(bannedClaims('I cannot guarantee results, but this is guaranteed.')).toHaveLength(1);
  });

  it('does not flag ordinary words that contain the letters', () => {
    expect(bannedClaims('Please ensure you are secure and at ease; the procurement of calm.')).toEqual([]);
  });
});

describe('PLACEHOLDERS', () => {
  it('finds lorem ipsum, TODO and unreplaced tokens', () => {
    expect('Lorem ipsum. TODO: fix. Call {phone}.'.match(PLACEHOLDERS)).toHaveLength(4);
  });
  it('leaves real copy alone', () => {
    expect('Today I will call you back (within one working day).'.match(PLACEHOLDERS)).toBeNull();
  });
});
