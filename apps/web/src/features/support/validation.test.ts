import { describe, expect, it } from 'vitest';
import { validateSupportRequest } from './validation';

const valid = { email: 'ada@example.org', topic: 'bug', message: 'The player stops after ten seconds.' };

describe('support request validation', () => {
  it('accepts a complete request and trims it', () => {
    expect(validateSupportRequest({ ...valid, email: '  ada@example.org ', message: `  ${valid.message}  ` })).toEqual({
      ok: true,
      request: valid,
    });
  });

  it('names every invalid field', () => {
    expect(validateSupportRequest({ email: 'not-an-email', topic: 'billing', message: 'short' })).toEqual({
      ok: false,
      errors: {
        email: 'Please enter a valid e-mail address.',
        topic: 'Please choose what your message is about.',
        message: 'Please write at least 10 characters.',
      },
    });
  });

  it('bounds the message to 10..5000 characters', () => {
    expect(validateSupportRequest({ ...valid, message: 'x'.repeat(10) }).ok).toBe(true);
    expect(validateSupportRequest({ ...valid, message: 'x'.repeat(9) }).ok).toBe(false);
    expect(validateSupportRequest({ ...valid, message: 'x'.repeat(5000) }).ok).toBe(true);
    expect(validateSupportRequest({ ...valid, message: 'x'.repeat(5001) })).toMatchObject({
      ok: false,
      errors: { message: 'Please keep it under 5000 characters.' },
    });
  });

  it('requires an e-mail address', () => {
    expect(validateSupportRequest({ ...valid, email: ' ' })).toMatchObject({
      ok: false,
      errors: { email: 'Please enter your e-mail address.' },
    });
  });

  it('checks e-mail addresses exactly as the API does, so the form never passes one the server refuses', () => {
    for (const email of ['bob@example.c', 'a@b', '.ada@example.org', 'ada..x@example.org', 'ada@example.org.']) {
      expect(validateSupportRequest({ ...valid, email }), email).toMatchObject({
        ok: false,
        errors: { email: 'Please enter a valid e-mail address.' },
      });
    }
    expect(validateSupportRequest({ ...valid, email: "o'brien+podcasts@mail.example.co.uk" }).ok).toBe(true);
  });
});
