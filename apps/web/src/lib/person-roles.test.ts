import { describe, expect, it } from 'vitest';
import { COMMON_ROLES, rolesFor } from './person-roles';

describe('rolesFor', () => {
  it('offers every role while the box holds one of them, else those containing what is typed', () => {
    expect(rolesFor('guest')).toEqual(COMMON_ROLES);
    expect(rolesFor('')).toEqual(COMMON_ROLES);
    expect(rolesFor('Host')).toEqual(COMMON_ROLES);
    expect(rolesFor('hos')).toEqual(['host', 'co-host']);
    expect(rolesFor('sound engineer')).toEqual([]);
  });
});
