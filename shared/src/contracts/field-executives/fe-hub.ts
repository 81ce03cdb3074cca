import { z } from 'zod';
import { FE_ID_PATTERN } from '../../validation/identifiers';
import { idText, TEXT_MAX, tooLong } from '../common/limits';
import { FE_MESSAGES } from './messages';
import { fieldExecutiveSummarySchema } from './field-executives';

/** A hub FEs can be assigned to (spec 001 §3 "Enabled hub"). */
export const enabledHubSchema = z.object({ name: z.string(), orgUnitId: z.string() });
export type EnabledHub = z.infer<typeof enabledHubSchema>;

/** GET /field-executives/fe-hub/enabled-hubs response: a list of hubs (the client refuses anything else). */
export const enabledHubsResponseSchema = z.array(enabledHubSchema);
export type EnabledHubsResponse = z.infer<typeof enabledHubsResponseSchema>;

/** Params of GET /field-executives/fe-hub/hub/{hubId}/active-fes. */
export const feHubParamsSchema = z.object({ hubId: idText('Hub id') });

/** One FE actively assigned to a hub. */
export const activeFeSchema = fieldExecutiveSummarySchema.extend({ assignedAt: z.string() });
export type ActiveFe = z.infer<typeof activeFeSchema>;

/** GET /field-executives/fe-hub/hub/{hubId}/active-fes response. */
export const activeFesResponseSchema = z.object({ activeFes: z.array(activeFeSchema) });
export type ActiveFesResponse = z.infer<typeof activeFesResponseSchema>;

/** Body of POST /field-executives/fe-hub/assign and PUT /field-executives/fe-hub/deassign. */
export const feHubAssignmentBodySchema = z.object({
  feId: z.string({ error: FE_MESSAGES.notFound }).trim().toUpperCase().max(TEXT_MAX.id, FE_MESSAGES.notFound).regex(FE_ID_PATTERN, FE_MESSAGES.notFound),
  hubOrgUnitId: z.string({ error: 'Hub is required' }).trim().min(1, 'Hub is required').max(TEXT_MAX.id, tooLong('Hub', TEXT_MAX.id)),
});
export type FeHubAssignmentBody = z.input<typeof feHubAssignmentBodySchema>;

/** Answer of assign and deassign. */
export const feHubAssignmentResponseSchema = z.object({ successful: z.literal(true), message: z.string() });
export type FeHubAssignmentResponse = z.infer<typeof feHubAssignmentResponseSchema>;
