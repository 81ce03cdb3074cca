import { adminEmailSchema, adminNameSchema, type CreateAdminUserBody, type Role } from '@hub/shared/contracts';

/** The invite form's values. */
export interface InviteFormValues {
  email: string;
  name: string;
  roles: Role[];
  allHubs: boolean;
  hubs: string[];
}

/** An empty invite form. */
export const emptyInviteForm = (): InviteFormValues => ({ email: '', name: '', roles: [], allHubs: false, hubs: [] });

const firstIssue = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) => (r.success ? null : (r.error?.issues[0]?.message ?? null));

/** Field rules of the form: the contract's own schemas, so the form and the api refuse with the same words. */
export const validateInviteForm = {
  email: (v: string) => firstIssue(adminEmailSchema.safeParse(v)),
  name: (v: string) => firstIssue(adminNameSchema.safeParse(v)),
};

/** The POST /admin/users body of the form (no hub list with all hubs). */
export function inviteBodyOf(v: InviteFormValues): CreateAdminUserBody {
  return { email: v.email.trim().toLowerCase(), name: v.name.trim(), roles: v.roles, allHubs: v.allHubs, hubs: v.allHubs ? [] : v.hubs };
}
