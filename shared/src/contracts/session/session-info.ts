import { z } from 'zod';
import { roleSchema } from './roles';

/** The signed-in user as the session call returns it. */
export const sessionUserSchema = z.object({
  roles: z.array(roleSchema),
  name: z.string(),
  email: z.string(),
  profileImageUri: z.string().nullable(),
  /** Epoch ms of the user's latest sign-in (the monitoring welcome line, spec 002 §2); absent from older servers. */
  lastLoginAt: z.number().nullable().optional(),
  /** Works in every hub (docs/adr/013); absent from older servers. */
  allHubs: z.boolean().optional(),
  /** The hubs the user works in; absent from older servers. */
  hubs: z.array(z.string()).optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** GET /sessionInfo response. */
export const sessionInfoResponseSchema = z.object({ user: sessionUserSchema });
export type SessionInfoResponse = z.infer<typeof sessionInfoResponseSchema>;
