import { type AppConfig } from '../../config';

/**
 * TMS inward links (001 §2): the four external links of the page. Their labels and targets are not in the spec, so they
 * come from the server's configuration (TMS_INWARD_LINKS / TMS_BASE_URL), with `{hubId}` filled in for the page's hub.
 */
export function createTmsInwardService(config: Pick<AppConfig, 'tmsInwardLinks'>) {
  return {
    links(hubId: string) {
      const id = encodeURIComponent(hubId);
      return { links: config.tmsInwardLinks.map((l) => ({ label: l.label, url: l.url.replaceAll('{hubId}', id) })) };
    },
  };
}
