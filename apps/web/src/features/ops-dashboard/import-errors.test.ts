import { describe, expect, it } from 'vitest';
import { importErrorMessage } from './import-errors';

describe('importErrorMessage', () => {
  it('drops the code in front of a stored import error', () => {
    expect(importErrorMessage('feed_not_xml: The address answered with an HTML page, not a feed.')).toBe(
      'The address answered with an HTML page, not a feed.',
    );
    expect(importErrorMessage('Something without a code: kept whole')).toBe('Something without a code: kept whole');
  });
});
