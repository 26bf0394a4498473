import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { recordPageTitle } from './titles';

describe('recordPageTitle', () => {
  it('names the record once loaded, what went wrong if it could not be, and its kind meanwhile', () => {
    expect(recordPageTitle('Podcast', 'Harbour Notes', null)).toBe('Harbour Notes · Ops · Soundbites');
    expect(recordPageTitle('Podcast', undefined, null)).toBe('Podcast · Ops · Soundbites');
    expect(recordPageTitle('Podcast', undefined, new ApiError(404, { error: { code: 'not_found', message: 'x' } }))).toBe(
      'Podcast not found · Ops · Soundbites',
    );
    expect(recordPageTitle('Podcast', undefined, new Error('offline'))).toBe('Podcast could not be loaded · Ops · Soundbites');
  });
});
