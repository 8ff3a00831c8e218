import { describe, expect, it } from 'vitest';
import { passwordStrength } from './passwordStrength.js';

describe('passwordStrength', () => {
  it.each([
    ['', 0, 'Very Weak'],
    ['abc', 1, 'Very Weak'],
    ['abcdefgh', 2, 'Weak'],
    ['abcdefgH', 3, 'Good'],
    ['abcdefH1', 4, 'Strong'],
    ['Demo123!', 5, 'Excellent'],
    ['ÄÖÜ', 1, 'Very Weak'],
  ])('%j scores %i (%s)', (password, score, label) => {
    expect(passwordStrength(password)).toEqual({ score, label });
  });
});
