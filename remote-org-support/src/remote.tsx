import { defineRemote, type RemoteModule } from '@hub/tooling/remote-contract';

/**
 * Organisation support views (spec 002 §2). The spec shows no route for the org view, so none is routed yet (issue
 * 21). The drop order view is offered to other areas (the monitoring timeline's drop panel) as a view loaded through
 * the shell; its code is fetched when first shown.
 */
export const remoteModule: RemoteModule = defineRemote('orgSupport', [], {
  dropOrderDetails: () => import('./features/order-details/components/drop-order-view').then((m) => m.DropOrderView),
});
