import { createQueryKeys } from '@hub/shared/api';

// One factory per part of the area, so a write invalidates exactly what it changed (a user write: that user, the user
// lists and the audit log). The hubs the signed-in user may assign are the shell's own GET /hub/hubNames query.

/** Query keys of the admin users screens: pages of the list by filters, one user by id. */
export const userKeys = createQueryKeys('adminUsers');

/** Query keys of the admin hubs screens. */
export const hubKeys = createQueryKeys('adminHubs');

/** Query keys of the audit log (a user's recent entries are a list with that user's filters). */
export const auditKeys = createQueryKeys('adminAudit');

/** Query keys of the reason lists (one answer holds every list). */
export const reasonKeys = createQueryKeys('adminReasons');
