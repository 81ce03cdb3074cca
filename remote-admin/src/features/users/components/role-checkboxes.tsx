import { Checkbox, Stack } from '@mantine/core';
import { ADMIN_MESSAGES, type Role, ROLE_LABELS, ROLES, type RoleFlags } from '@hub/shared/contracts';
import { USER_TEXTS } from '../../../texts';
import { orderRoles, roleLockReason } from '../utils/user-rules';

export interface RoleCheckboxesProps {
  /** The roles ticked; required. */
  value: readonly Role[];
  /** Receives the roles ticked, in the list's order; required. */
  onChange: (roles: Role[]) => void;
  /** The signed-in user's flags: roles a hub manager may not grant are shown but cannot be changed; required. */
  flags: RoleFlags;
  /** Every box off (e.g. while saving, or one's own roles); default false. */
  disabled?: boolean;
  /** Text under the label (why everything is off); default none. */
  description?: string;
  /** Error under the list; default none. */
  error?: string;
  /** Shown label; null keeps it for screen readers only (a section that titles itself); default 'Roles'. */
  label?: string | null;
}

// A 44 px row: the label is the touch target (the box alone is 20 px).
const rowStyles = { body: { alignItems: 'center' }, label: { minHeight: 44, display: 'flex', alignItems: 'center' } } as const;

/** Every role as a checkbox; the three only an admin may grant are disabled for a hub manager, and the group says why. */
export function RoleCheckboxes({ value, onChange, flags, disabled = false, description, error, label = USER_TEXTS.roles }: RoleCheckboxesProps) {
  const locked = ROLES.filter((r) => roleLockReason(flags, r) !== null);
  return (
    <Checkbox.Group
      label={label ?? undefined}
      aria-label={label === null ? USER_TEXTS.roles : undefined}
      description={description ?? (locked.length > 0 ? ADMIN_MESSAGES.onlyAdminGrantsRole : undefined)}
      value={[...value]}
      onChange={(v) => onChange(orderRoles(v as Role[]))}
      error={error}
      size="md"
      // The reason is read, not skimmed: body size (16 px), not Mantine's smaller description.
      styles={{ description: { fontSize: 'var(--mantine-font-size-md)' } }}
    >
      <Stack gap={0} mt={4}>
        {ROLES.map((r) => (
          <Checkbox key={r} value={r} label={ROLE_LABELS[r]} disabled={disabled || locked.includes(r)} size="md" styles={rowStyles} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
