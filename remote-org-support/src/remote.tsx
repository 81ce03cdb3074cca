import { ORG_ROUTE } from '@hub/shared/contracts';
import { defineRemote, lazyScreen, type RemoteModule } from '@hub/tooling/remote-contract';

// The org page is its own chunk (the shell renders it in Suspense); its QPS, ECT and push list tabs split again.
const OrgPage = lazyScreen(() => import('./routes/org-page').then((m) => ({ default: m.OrgPage })));

/**
 * Organisation support views (spec 002 §2). The spec shows no route for the org view: ours is /orgs/:orgId (declared
 * here; the shell reads it from the registry, docs/adr/008), reached from global search BUYER results, from the monitoring timeline's drop panel and by
 * URL. The drop order view is also offered to other areas (the timeline's drop panel) as a view loaded through the
 * shell; its code is fetched when first shown.
 */
export const remoteModule: RemoteModule = defineRemote('orgSupport', [{ path: ORG_ROUTE, title: 'Shop', Component: OrgPage }], {
  dropOrderDetails: () => import('./features/order-details/components/drop-order-view').then((m) => m.DropOrderView),
});
