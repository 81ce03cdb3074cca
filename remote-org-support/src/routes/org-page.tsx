import { Button, Center, Loader, Stack, Tabs } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useCallback } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { ORG_SUPPORT_MESSAGES } from '@hub/shared/contracts';
import { QueryState } from '@hub/shared/ui';
import { OrgHeader } from '../components/org-header';
import { CreditView } from '../features/credit/components/credit-view';
import { OrgOrderDetails, type OrderView } from '../features/order-details/components/org-order-details';
import { useOrg } from '../features/org/api/get-org';

// The org route is the remote's first route: the tabs besides Orders are their own chunks, fetched on first open.
const QpsView = lazy(() => import('../features/qps/components/qps-view').then((m) => ({ default: m.QpsView })));
const EctView = lazy(() => import('../features/ect/components/ect-view').then((m) => ({ default: m.EctView })));
const PushListView = lazy(() => import('../features/push-list/components/push-list-view').then((m) => ({ default: m.PushListView })));

/** The org view's tabs (how QPS, ECT, Credit and Push list are reached is not shown: tabs beside the orders). */
export const ORG_TABS = [
  { value: 'orders', label: 'Orders' },
  { value: 'qps', label: 'QPS' },
  { value: 'ect', label: 'ECT' },
  { value: 'credit', label: 'Credit' },
  { value: 'push-list', label: 'Push list' },
] as const;
export type OrgTab = (typeof ORG_TABS)[number]['value'];

const VIEWS: ReadonlyArray<{ value: OrderView; label: string }> = [
  { value: 'order-details', label: ORG_SUPPORT_MESSAGES.orderDetails },
  { value: 'payment-details', label: ORG_SUPPORT_MESSAGES.paymentDetails },
];

const tabOf = (v: string | null): OrgTab => ORG_TABS.find((t) => t.value === v)?.value ?? 'orders';
const viewOf = (v: string | null): OrderView => (v === 'payment-details' ? 'payment-details' : 'order-details');

function TabLoader({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Center p="lg">
          <Loader role="status" aria-label="Loading" />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}

/**
 * /orgs/:orgId (our route: spec 002 shows none), the shop's support view: header, then tabs Orders (a button group
 * Order Details / Payment Details bound to the query param `view`, default order-details), QPS, ECT, Credit and Push
 * list (query param `tab`, default orders). `tripId` narrows the orders to that trip's drop (the timeline's link).
 * Every switch is a history entry, so the back button goes back through them. An unknown org: "Couldn't fetch org".
 */
export function OrgPage() {
  const { orgId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const view = viewOf(params.get('view'));
  const tripId = params.get('tripId');
  const org = useOrg(orgId);

  const setQuery = useCallback(
    (changes: Record<string, string | null>) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v === null) next.delete(k);
          else next.set(k, v);
        }
        return next;
      }),
    [setParams],
  );

  return (
    <Stack p="sm" gap="sm" maw={1000} mx="auto" data-org-id={orgId}>
      <QueryState query={org} what="org" errorTitle={ORG_SUPPORT_MESSAGES.orgError}>
        {(o) => (
          <>
            <OrgHeader
              order={2}
              orgId={o.orgId}
              shopName={o.shopName}
              phoneNumber={o.phoneNumber}
              address={o.address}
              lat={o.geoLocation.lat}
              lng={o.geoLocation.lng}
            />
            <Tabs value={tab} onChange={(v) => setQuery({ tab: v === 'orders' ? null : v })} keepMounted={false}>
              <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
                {ORG_TABS.map((t) => (
                  <Tabs.Tab key={t.value} value={t.value} mih={44}>
                    {t.label}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              <Tabs.Panel value="orders" pt="sm">
                <Stack gap="sm">
                  <Button.Group aria-label="Orders view">
                    {VIEWS.map((v) => (
                      <Button
                        key={v.value}
                        h={44}
                        flex={1}
                        variant={view === v.value ? 'filled' : 'default'}
                        aria-pressed={view === v.value}
                        onClick={() => view !== v.value && setQuery({ view: v.value === 'order-details' ? null : v.value })}
                      >
                        {v.label}
                      </Button>
                    ))}
                  </Button.Group>
                  <OrgOrderDetails orgId={o.orgId} tripId={tripId} view={view} onAllTrips={() => setQuery({ tripId: null })} />
                </Stack>
              </Tabs.Panel>
              <Tabs.Panel value="qps" pt="sm">
                <TabLoader>
                  <QpsView orgId={o.orgId} />
                </TabLoader>
              </Tabs.Panel>
              <Tabs.Panel value="ect" pt="sm">
                <TabLoader>
                  <EctView orgId={o.orgId} />
                </TabLoader>
              </Tabs.Panel>
              <Tabs.Panel value="credit" pt="sm">
                <CreditView />
              </Tabs.Panel>
              <Tabs.Panel value="push-list" pt="sm">
                <TabLoader>
                  <PushListView orgId={o.orgId} marketId={o.marketId} />
                </TabLoader>
              </Tabs.Panel>
            </Tabs>
          </>
        )}
      </QueryState>
    </Stack>
  );
}
