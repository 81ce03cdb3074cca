import { type FastifyInstance } from 'fastify';
import {
  CORRECTION_MESSAGES,
  correctionRefusal,
  correctionRefusalStatus,
  type CorrectionBody,
  type CorrectionStep,
  correctsAnyCount as flagsCorrectAnyCount,
  itemNotFoundMessage,
} from '@hub/shared/contracts';
import { type Tx } from '../db/client';
import { type LockedAssociation } from '../repositories/items';
import { HttpError, notFound } from './http-error';

/** Who corrects, as the count correction needs them (the session's user). */
export interface Corrector {
  id: string;
  email: string;
  name: string;
  flags: { isHubManager: boolean; isAdmin: boolean };
}

/** One manifest line's count correction (inward or dispatch; docs/areas/corrections.md). */
export interface CountCorrection {
  step: Extract<CorrectionStep, 'INWARD' | 'DISPATCH'>;
  /** Which quantity the flow counts: picked (inward) or dispatched (dispatch). */
  kind: 'picked' | 'dispatched';
  hubId: string;
  spaId: string;
  /** The manifest is still open (operators correct only then). */
  open: boolean;
  body: CorrectionBody;
  user: Corrector;
  /** The flow's scan calls (endpoint names): the units a person counted through them are theirs to take back. */
  operations: readonly string[];
  /**
   * What later steps took of the counted units, and how the refusal names them ("dispatched", "on runsheet RS-1"),
   * read under the associations' locks.
   */
  consumed: (ctx: { counted: number; associations: LockedAssociation[] }) => Promise<{ units: number; step: string }>;
}

/** A hub manager or admin of the hub corrects any count, closed or not (`correctsAnyCount` of the contracts). */
export const correctsAnyCount = (user: Pick<Corrector, 'flags'>) => flagsCorrectAnyCount(user.flags);

/** What a count correction wrote. */
export interface CountCorrectionWritten {
  correctionId: number;
  units: number;
  fromValue: string;
  toValue: string;
}

/**
 * Takes units of one item back from a manifest line, in the caller's transaction (which holds the activity FOR SHARE,
 * so a close waits): the item's associations are locked in id order first (the one lock order of every quantity
 * writer), the counts are read under those locks, `correctionRefusal` decides (its text, 403 or 409, nothing
 * written), then the units come off the associations in id order through the bounded take-back (the first carrying
 * the manifest line), and one `corrections` row records why. The counted units are the line's (done_qty), never more
 * than its associations hold.
 */
export async function correctCount(app: FastifyInstance, tx: Tx, c: CountCorrection): Promise<CountCorrectionWritten> {
  const items = app.repos.items;
  const { itemId, units } = c.body;
  const associations = await items.lockItemAssociations(tx, itemId);
  const line = await items.activityLine(tx, c.spaId, itemId);
  if (!line) throw notFound(itemNotFoundMessage(itemId));
  const doneOf = (a: LockedAssociation) => (c.kind === 'picked' ? a.pickedQty : a.dispatchedQty);
  const counted = Math.min(
    line.doneQty,
    associations.reduce((s, a) => s + doneOf(a), 0),
  );
  const consumed = await c.consumed({ counted, associations });
  const isManager = correctsAnyCount(c.user);
  const ownUnits = isManager
    ? 0
    : (await items.scannedUnits(tx, { spaId: c.spaId, itemId, userId: c.user.id, operations: c.operations })) -
      (await items.correctedUnits(tx, { step: c.step, contextId: c.spaId, itemId, by: c.user.email }));
  const refusal = correctionRefusal({
    who: { isManager, ownUnits: Math.max(0, ownUnits) },
    open: c.open,
    units,
    counted,
    consumed: consumed.units,
    consumedStep: consumed.step,
  });
  if (refusal) throw new HttpError(correctionRefusalStatus(refusal), refusal);

  // Picked units already dispatched stay (the take-back's own bound too); dispatched units come off where they are.
  const room = (a: LockedAssociation) => (c.kind === 'picked' ? a.pickedQty - a.dispatchedQty : a.dispatchedQty);
  let left = units;
  let lineUnits: { spaId: string; itemId: string; units: number } | undefined = { spaId: c.spaId, itemId, units };
  for (const a of associations) {
    const take = Math.min(left, room(a));
    if (take <= 0) continue;
    const res = c.kind === 'picked' ? await items.takeBackPicked(tx, a.id, take, lineUnits) : await items.takeBackDispatched(tx, a.id, take, lineUnits);
    // Unreachable under the locks once the rule allowed it; the refusal rolls back whatever was written.
    if (!res.ok) throw new HttpError(409, CORRECTION_MESSAGES.moreThanCounted(counted));
    lineUnits = undefined;
    left -= take;
    if (left === 0) break;
  }
  if (left > 0) throw new HttpError(409, CORRECTION_MESSAGES.moreThanCounted(counted));

  const fromValue = String(counted);
  const toValue = String(counted - units);
  const correctionId = await items.recordCorrection(tx, {
    hubOrgUnitId: c.hubId,
    itemId,
    step: c.step,
    contextId: c.spaId,
    units,
    fromValue,
    toValue,
    reasonCode: c.body.reasonCode,
    note: c.body.note ? c.body.note : null,
    correctedBy: c.user.email,
    correctedByName: c.user.name,
  });
  return { correctionId, units, fromValue, toValue };
}
