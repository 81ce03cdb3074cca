import { z } from 'zod';
import { idText } from '../common/limits';

// TMS inward links (spec 001 §2 "TMS inward links"): a page of four external links whose targets and labels the spec
// does not show. The server answers them from its configuration (docs/areas/tms-inward.md).

/** The page lists four links (001 §1, §2). */
export const TMS_INWARD_LINK_COUNT = 4;

/** One external link: what the button says and where it opens (an absolute http(s) URL, the hub filled in). */
export const tmsInwardLinkSchema = z.object({ label: z.string(), url: z.string() });
export type TmsInwardLink = z.infer<typeof tmsInwardLinkSchema>;

export const tmsInwardLinksParamsSchema = z.object({ hubId: idText('Hub id') });
export const tmsInwardLinksResponseSchema = z.object({ links: z.array(tmsInwardLinkSchema) });
export type TmsInwardLinksResponse = z.infer<typeof tmsInwardLinksResponseSchema>;
