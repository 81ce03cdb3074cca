import { type FastifyInstance } from 'fastify';
import { type AppConfig } from '../../config';

/**
 * TMS inward links (001 §2): the external links of the page. Their labels and targets are not in the spec: a hub's
 * own links (set by an admin, `hub_tms_links`) or else the server's configuration (TMS_INWARD_LINKS / TMS_BASE_URL),
 * with `{hubId}` filled in for the page's hub. Read at every call, so an admin's change shows on the next one.
 */
export function createTmsInwardService(app: FastifyInstance, config: Pick<AppConfig, 'tmsInwardLinks'>) {
  return {
    async links(hubId: string) {
      const id = encodeURIComponent(hubId);
      const own = await app.repos.adminHubs.tmsLinks(app.db, hubId);
      const links = own.length ? own : config.tmsInwardLinks;
      return { links: links.map((l) => ({ label: l.label, url: l.url.replaceAll('{hubId}', id) })) };
    },
  };
}
