import { z } from 'zod';
import { idText } from '../common/limits';

/** Hub (spec 000 §3). Ids are strings everywhere in this product. */
export const hubSchema = z.object({ hubOrgUnitId: z.string(), hubName: z.string() });
export type Hub = z.infer<typeof hubSchema>;

/** GET /hub/hubNames response. */
export const hubNamesResponseSchema = z.object({ hubNames: z.array(hubSchema) });
export type HubNamesResponse = z.infer<typeof hubNamesResponseSchema>;

/** Params of every /hubs/{hubId}/... call. */
export const hubIdParamsSchema = z.object({ hubId: idText('Hub id') });

/** The one 404 text of an unknown hub, whether it came in the path or in a body. */
export const hubNotFoundMessage = (hubId: string) => `Hub ${hubId} not found`;
