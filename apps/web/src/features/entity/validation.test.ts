import { describe, expect, it } from 'vitest';
import type { EntityValues } from './api/entity-api';
import { entityProblems } from './validation';

const values = (overrides: Partial<EntityValues> = {}): EntityValues => ({
  name: 'Ada Quill',
  kind: 'person',
  description: '',
  imageUrl: '',
  href: '',
  ...overrides,
});

describe('entityProblems', () => {
  it('finds nothing wrong with a name and empty optional fields', () => {
    expect(entityProblems(values())).toEqual({});
  });

  it('asks for a name, as Add a person or topic does, and no longer than the API takes', () => {
    expect(entityProblems(values({ name: '   ' }))).toEqual({ name: 'Give it a name.' });
    expect(entityProblems(values({ name: 'a'.repeat(301) }))).toEqual({ name: 'At most 300 characters.' });
    expect(entityProblems(values({ name: ` ${'a'.repeat(300)} ` }))).toEqual({});
  });

  it('takes http and https addresses, with spaces around them, for the image and the link', () => {
    expect(entityProblems(values({ imageUrl: ' https://example.com/ada.png ', href: 'http://ada.example/' }))).toEqual({});
  });

  it('refuses what is not an http or https address', () => {
    const problem = 'Give a web address starting with http:// or https://.';
    expect(entityProblems(values({ imageUrl: 'ada.png', href: 'ftp://ada.example/' }))).toEqual({ imageUrl: problem, href: problem });
    expect(entityProblems(values({ href: 'javascript:alert(1)' }))).toEqual({ href: problem });
  });

  it('keeps a description within the API’s 5,000 characters', () => {
    expect(entityProblems(values({ description: 'a'.repeat(5001) }))).toEqual({ description: 'At most 5,000 characters.' });
  });

  it('lists problems in the order the form shows the fields', () => {
    expect(Object.keys(entityProblems(values({ name: '', href: 'x', imageUrl: 'y' })))).toEqual(['name', 'imageUrl', 'href']);
  });
});
