import { describe, expect, it } from 'vitest';
import { likePattern } from './pagination.js';

describe('likePattern', () => {
  it('finds the words in their order whatever the space typed between them', () => {
    expect(likePattern('  tom   mcinnes ')).toBe('%tom%mcinnes%');
  });

  it('means pattern characters as text', () => {
    expect(likePattern('100% pure_joy')).toBe('%100\\%%pure\\_joy%');
    expect(likePattern('back\\slash')).toBe('%back\\\\slash%');
  });
});
