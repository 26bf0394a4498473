import { describe, expect, it } from 'vitest';
import { authorName } from './author-name.js';

describe('authorName', () => {
  it('gives the name of RSS\'s "address (name)" form, either way round, and of "name <address>"', () => {
    expect(authorName('john@example.com (John Doe)')).toBe('John Doe');
    expect(authorName('John Doe (john@example.com)')).toBe('John Doe');
    expect(authorName('  jane@example.org ( Jane Q. Public )  ')).toBe('Jane Q. Public');
    expect(authorName('John Doe <john@example.com>')).toBe('John Doe');
  });

  it('keeps anything else as written', () => {
    expect(authorName('Adam Curry & John C. Dvorak')).toBe('Adam Curry & John C. Dvorak');
    expect(authorName('The Crew (Live)')).toBe('The Crew (Live)');
    expect(authorName('john@example.com')).toBe('john@example.com');
    expect(authorName('john@example.com ()')).toBe('john@example.com ()');
    expect(authorName('   ')).toBeNull();
    expect(authorName(undefined)).toBeNull();
  });
});
