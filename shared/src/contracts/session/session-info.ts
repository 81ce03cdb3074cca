import { z } from 'zod';
import { roleSchema } from './roles';

/** The signed-in user as the session call returns it. */
export const sessionUserSchema = z.object({
  roles: z.array(roleSchema),
  name: z.string(),
  email: z.string(),
  profileImageUri: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** GET /sessionInfo response. */
export const sessionInfoResponseSchema = z.object({ user: sessionUserSchema });
export type SessionInfoResponse = z.infer<typeof sessionInfoResponseSchema>;
