import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@hub/shared/contracts';
import { type Tx } from '../../db/client';
import { users } from '../../db/schema';
import { forbidden } from '../../lib/http-error';

/**
 * Finds or creates the user an identity provider vouched for, inside the caller's transaction and with the user's row
 * locked (a directory mapping applied next in the same transaction sees no concurrent sign-in or admin change).
 * Existing users keep their roles (roles are granted by an admin or the directory mapping, docs/adr/014); a
 * first-time user gets the configured default roles. A deactivated account is refused before anything changes.
 */
export async function upsertSignedInUser(
  tx: Tx,
  input: { email: string; name: string; profileImageUri?: string | null; source: 'oidc' | 'ldap'; defaultRoles: string[] },
): Promise<typeof users.$inferSelect> {
  const email = input.email.trim().toLowerCase();
  const lockExisting = async () => (await tx.select().from(users).where(eq(users.email, email)).for('update').limit(1))[0];
  let existing = await lockExisting();
  if (!existing) {
    const [created] = await tx
      .insert(users)
      .values({
        id: `USR-${crypto.randomUUID()}`,
        email,
        name: input.name || email,
        profileImageUri: input.profileImageUri ?? null,
        roles: input.defaultRoles,
        authSource: input.source,
        isDemo: false,
      })
      // The first sign-in of one person on two devices at once: the unique email decides, the other reads the winner.
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (created) return created;
    existing = await lockExisting();
    if (!existing) throw new Error(`user ${email} neither inserted nor found`);
  }
  if (existing.deactivatedAt) throw forbidden(AUTH_MESSAGES.deactivated);
  const [updated] = await tx
    .update(users)
    .set({ name: input.name || existing.name, profileImageUri: input.profileImageUri ?? existing.profileImageUri })
    .where(eq(users.id, existing.id))
    .returning();
  return updated!;
}
