import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorMessage } from './api-context';

describe('errorMessage', () => {
  it('gives the API’s own words, and plain words for a request that got no answer', () => {
    expect(errorMessage(new ApiError(409, { error: { code: 'conflict', message: 'Someone else saved first.' } }))).toBe(
      'Someone else saved first.',
    );
    expect(errorMessage(new ApiError(502, 'Bad gateway'))).toBe('The server could not answer (HTTP 502). Try again in a moment.');
    expect(errorMessage(new ApiError(404, undefined))).toBe('The request was refused (HTTP 404).');
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe('The server could not be reached. Check your connection.');
    expect(errorMessage('nope')).toBe('Something went wrong');
  });
});
