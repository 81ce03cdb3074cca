import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { users } from '../../db/schema';

/**
 * Finds or creates the user an identity provider vouched for. Existing users keep their roles (roles are granted
 * here, not by the provider); a first-time user gets the configured default roles.
 */
export async function upsertSignedInUser(
  db: Db,
  input: { email: string; name: string; profileImageUri?: string | null; source: 'oidc' | 'ldap'; defaultRoles: string[] },
): Promise<typeof users.$inferSelect> {
  const email = input.email.trim().toLowerCase();
  const [existing] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (existing) {
    const [updated] = await db
      .update(users)
      .set({ name: input.name || existing.name, profileImageUri: input.profileImageUri ?? existing.profileImageUri })
      .where(eq(users.id, existing.id))
      .returning();
    return updated!;
  }
  const [created] = await db
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
    .returning();
  return created!;
}
