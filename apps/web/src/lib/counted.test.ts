import { describe, expect, it } from 'vitest';
import { counted } from './counted';

describe('counted', () => {
  it('puts the count before the noun, singular for one only', () => {
    expect(counted(1, 'link', 'links')).toBe('1 link');
    expect(counted(0, 'link', 'links')).toBe('0 links');
    expect(counted(1204, 'person', 'people')).toBe(`${(1204).toLocaleString()} people`);
  });
});
