// Texts of the admin screens that only the screens say (the server's refusals and the toasts are in
// ADMIN_MESSAGES of @hub/shared/contracts, written once there).

/** Labels, titles and hints of the users screens. */
export const USER_TEXTS = {
  usersTitle: 'Users',
  inviteUser: 'Invite user',
  inviteTitle: 'Invite a user',
  inviteHint: 'They sign in later with single sign-on or the directory, using this email.',
  searchLabel: 'Search users',
  searchPlaceholder: 'Search by email or name',
  roleFilter: 'Role',
  anyRole: 'Any role',
  hubFilter: 'Hub',
  anyHub: 'Any hub',
  statusFilter: 'Status',
  statusAll: 'All',
  statusActive: 'Active',
  statusDeactivated: 'Deactivated',
  statusInvited: 'Invited',
  previous: 'Previous',
  next: 'Next',
  loading: 'Loading…',
  email: 'Email',
  name: 'Name',
  roles: 'Roles',
  hubs: 'Hubs',
  allHubs: 'All hubs',
  allHubsHint: 'Works in every hub, including hubs added later.',
  hubsPlaceholder: 'Pick hubs',
  noRoles: 'No roles',
  noHubs: 'No hubs',
  saveRoles: 'Save roles',
  saveHubs: 'Save hubs',
  cancel: 'Cancel',
  backToUsers: 'All users',
  status: 'Status',
  lastSignIn: 'Last sign-in',
  neverSignedIn: 'Never signed in',
  invitedNotSignedIn: 'Invited, has not signed in yet',
  createdAt: 'Added',
  deactivatedOn: 'Deactivated on',
  deactivate: 'Deactivate',
  deactivateTitle: 'Deactivate user',
  reactivate: 'Reactivate',
  signOutEverywhere: 'Sign out everywhere',
  recentChanges: 'Recent changes',
  allChanges: 'Open in the audit log',
  loadUserFailed: 'Failed to load the user. Please try again.',
  loadHubsFailed: 'Failed to load hubs. Please try again.',
} as const;

/** Why a control is off, said beside it (the server refuses with ADMIN_MESSAGES; these explain before a tap). */
export const USER_HINTS = {
  /** Hubs the signed-in hub manager does not work in stay as they are. */
  otherHubs: (hubs: readonly string[]) => `Also works in ${hubs.join(', ')} (not your hubs: only an admin or their managers can change these).`,
} as const;

/** "Deactivate {name} ({email})? They are signed out everywhere at once and cannot sign in until reactivated." */
export const deactivateQuestion = (name: string, email: string) =>
  `Deactivate ${name} (${email})? They are signed out everywhere at once and cannot sign in until reactivated.`;

/** The list's paging line: "1–50 of 120". */
export const pageRange = (from: number, to: number, total: number) => (total === 0 ? '0 of 0' : `${from}–${to} of ${total}`);
