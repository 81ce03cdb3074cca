import { Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ORG_SUPPORT_MESSAGES, orgViewHref } from '@hub/shared/contracts';
import { QueryState } from '@hub/shared/ui';
import { OrgHeader } from '../../../components/org-header';
import { useDropOrderDetails } from '../api/get-drop-order-details';
import { ShipmentList } from './shipment-list';

/** The view's props: its contract with the areas that show it (the monitoring timeline's drop panel). */
export interface DropOrderViewProps {
  tripId: string;
  orgUnitId: string;
}

/**
 * The shop's order details of one drop (spec 002 §2 "Organisation support view", Order Details): header, then the
 * shipments with expandable item tables coloured by delivery, and a link to the shop's whole org view (by URL: the
 * monitoring remote that shows this view never imports us). Shown in the timeline's drop panel through the shell.
 */
export function DropOrderView({ tripId, orgUnitId }: DropOrderViewProps) {
  const details = useDropOrderDetails(tripId, orgUnitId);
  return (
    <QueryState query={details} what="order details" errorTitle={ORG_SUPPORT_MESSAGES.detailsError}>
      {(d) => (
        <Stack gap="sm" data-testid="drop-order-view">
          <OrgHeader
            orgId={d.orgId}
            shopName={d.dropUnit.shopName}
            phoneNumber={d.dropUnit.phoneNumber}
            address={d.dropUnit.address}
            lat={d.dropUnit.geoLocation.lat}
            lng={d.dropUnit.geoLocation.lng}
            actions={
              <Anchor component={Link} to={orgViewHref(d.orgId, tripId)} size="sm" py={12}>
                Open shop view
              </Anchor>
            }
          />
          <ShipmentList shipments={d.shipments} emptyText={ORG_SUPPORT_MESSAGES.noShipments} />
        </Stack>
      )}
    </QueryState>
  );
}
