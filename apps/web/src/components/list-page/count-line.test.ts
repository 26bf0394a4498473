import { describe, expect, it } from 'vitest';
import { countLine } from './count-line';

describe('countLine', () => {
  it('counts in the plural, and in the singular for one', () => {
    expect(countLine(12, { many: 'soundbites' }, false)).toBe('12 soundbites');
    expect(countLine(1, { many: 'soundbites' }, false)).toBe('1 soundbite');
    expect(countLine(1234, { many: 'episodes' }, true)).toBe('1,234 episodes match');
  });

  it('agrees the verb and uses the given singular where the plural is not a noun plus s', () => {
    expect(countLine(1, { many: 'people and topics', one: 'person or topic' }, true)).toBe('1 person or topic matches');
    expect(countLine(2, { many: 'people and topics', one: 'person or topic' }, true)).toBe('2 people and topics match');
    expect(countLine(1, { many: 'changes' }, true)).toBe('1 change matches');
  });
});
