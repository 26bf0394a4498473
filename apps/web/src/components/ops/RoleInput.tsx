import { Autocomplete, type ComboboxItem } from '@mantine/core';
import type { CSSProperties } from 'react';
import { COMMON_ROLES, rolesFor } from '../../lib/person-roles';

/**
 * The role someone is linked as: any words, with the common ones offered. Left empty, the link is
 * made as a guest (the form says so when it is done).
 */
export function RoleInput({
  value,
  onChange,
  w,
  style,
}: {
  value: string;
  onChange: (role: string) => void;
  w?: number;
  style?: CSSProperties;
}) {
  return (
    <Autocomplete
      label="Role"
      maxLength={100}
      data={COMMON_ROLES}
      value={value}
      onChange={onChange}
      filter={({ search }) => rolesFor(search).map((role): ComboboxItem => ({ value: role, label: role }))}
      w={w}
      style={style}
    />
  );
}
