import { Button, Group, Text } from '@mantine/core';
import { ORG_SUPPORT_MESSAGES } from '@hub/shared/contracts';
import { QueryState } from '@hub/shared/ui';
import { useOrgOrderDetails } from '../api/get-org-order-details';
import { PaymentDetails } from './payment-details';
import { ShipmentList } from './shipment-list';

export type OrderView = 'order-details' | 'payment-details';

export interface OrgOrderDetailsProps {
  orgId: string;
  /** The trip whose drop to show (from the timeline); null for the shop's recent shipments of every trip. */
  tripId: string | null;
  view: OrderView;
  /** Shows every trip's shipments instead of the one trip's (the page drops tripId from the URL); required. */
  onAllTrips: () => void;
}

/**
 * The org view's Order Details or Payment Details (spec 002 §2), both from one call: the shipments (one trip's drop,
 * or the shop's recent ones) or their Collectible / Collected cards. 'Error in fetching details' with Retry.
 */
export function OrgOrderDetails({ orgId, tripId, view, onAllTrips }: OrgOrderDetailsProps) {
  const details = useOrgOrderDetails(orgId, tripId);
  return (
    <>
      {tripId && (
        <Group gap="xs" justify="space-between" data-trip-filter={tripId}>
          <Text size="sm">Trip {tripId}</Text>
          <Button variant="subtle" h={44} onClick={onAllTrips}>
            All trips
          </Button>
        </Group>
      )}
      <QueryState query={details} what="order details" errorTitle={ORG_SUPPORT_MESSAGES.detailsError}>
        {(d) =>
          view === 'payment-details' ? (
            <PaymentDetails payments={d.dropPaymentResponse} />
          ) : (
            <ShipmentList shipments={d.shipments} emptyText={ORG_SUPPORT_MESSAGES.noShipments} />
          )
        }
      </QueryState>
    </>
  );
}
