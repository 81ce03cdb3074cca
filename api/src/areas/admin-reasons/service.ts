import { type FastifyInstance } from 'fastify';
import {
  ADMIN_REASON_REFUSALS,
  type AdminReasonList,
  REASON_LISTS,
  type ReasonEntry,
  type ReasonListKey,
  type ReasonListResponse,
} from '@hub/shared/contracts';
import { badRequest } from '../../lib/http-error';
import { type ReasonList } from '../../repositories/reason-lists';
import { type AuthUser } from '../../plugins/app/session';

type Actor = Pick<AuthUser, 'id' | 'email'>;

const answer = (l: ReasonList): AdminReasonList => ({
  listKey: l.listKey,
  fixedCodes: REASON_LISTS[l.listKey].fixedCodes !== null,
  inherited: l.inherited,
  entries: l.entries.map(({ code, label, active }) => ({ code, label, active })),
});

const same = (a: readonly ReasonEntry[], b: readonly ReasonEntry[]) =>
  a.length === b.length && a.every((e, i) => e.code === b[i]!.code && e.label === b[i]!.label && e.active === b[i]!.active);

/**
 * Reason lists (docs/areas/reason-lists.md): an admin reads and replaces them, every flow reads them through
 * `app.reasonLists`. A save is one transaction with its audit row, and drops this instance's cached lists so its next
 * request offers and checks the new list (other instances within REASON_CACHE_MS).
 */
export function createAdminReasonsService(app: FastifyInstance) {
  const repo = app.repos.adminReasons;

  /**
   * A list whose codes the spec fixes (DISPATCH_SHORTFALL, spec 000 §3) keeps exactly its codes: the flows and the
   * spec's clients send them. Its labels may change and an entry may be switched off.
   */
  const checkFixedCodes = (key: ReasonListKey, entries: readonly ReasonEntry[]) => {
    if (REASON_LISTS[key].fixedCodes === null) return;
    const fixed = REASON_LISTS[key].defaults.map((d) => d.code);
    const added = entries.find((e) => !fixed.includes(e.code));
    if (added) throw badRequest(ADMIN_REASON_REFUSALS.fixedCodeAdded(added.code));
    const removed = fixed.find((code) => !entries.some((e) => e.code === code));
    if (removed) throw badRequest(ADMIN_REASON_REFUSALS.fixedCodeRemoved(removed));
  };

  return {
    /** Every list with its entries (active or not), in REASON_LIST_KEYS order. */
    async lists() {
      return { lists: (await repo.all(app.db)).map(answer) };
    },

    /**
     * Replaces a list as a whole (order, labels, active) under the list's lock. Saving the list as it is changes
     * nothing and records nothing.
     */
    async replace(actor: Actor, key: ReasonListKey, entries: readonly ReasonEntry[]) {
      checkFixedCodes(key, entries);
      const list = await app.db.transaction(async (tx) => {
        await repo.lock(tx, key);
        const before = await app.repos.reasonLists.list(tx, key);
        if (same(before.entries, entries)) return before;
        await repo.replace(tx, key, entries);
        await app.repos.audit.record(tx, {
          actor,
          hubOrgUnitId: null,
          entityType: 'reasonList',
          entityId: key,
          action: 'update',
          before: { entries: before.entries, inherited: before.inherited },
          after: { entries },
        });
        return app.repos.reasonLists.list(tx, key);
      });
      app.reasonLists.forget();
      return answer(list);
    },

    /** What a flow offers from a list (active entries in order) and the switched-off entries older records may name. */
    async offered(key: ReasonListKey): Promise<ReasonListResponse> {
      const entries = await app.reasonLists.entries(key);
      const pick = ({ code, label }: ReasonEntry) => ({ code, label });
      return { listKey: key, reasons: entries.filter((e) => e.active).map(pick), retired: entries.filter((e) => !e.active).map(pick) };
    },
  };
}
