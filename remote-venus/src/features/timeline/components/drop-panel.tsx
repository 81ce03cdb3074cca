import { Drawer, Loader, Center } from '@mantine/core';
import { type ComponentType } from 'react';
import { useRemoteView } from '@hub/shared/hooks';
import { useIsMobile } from '@hub/shared/ui';
import { ErrorView } from '../../../components/error-view';

/** The org support area's drop order view: its props are its contract with us (issue 21 owns the view). */
export interface DropOrderViewProps {
  tripId: string;
  orgUnitId: string;
}

export interface DropPanelProps {
  drop: DropOrderViewProps | null;
  onClose: () => void;
}

/**
 * The side panel of a drop (spec 002 §2): the shop's order view for that trip, owned by the org support area and
 * loaded at run time through the shell (a remote never imports another); fetched on the first drop opened.
 */
export function DropPanel({ drop, onClose }: DropPanelProps) {
  const mobile = useIsMobile();
  const { View, error, retry } = useRemoteView<DropOrderViewProps>('orgSupport', 'dropOrderDetails', drop !== null);
  const OrderView = View as ComponentType<DropOrderViewProps> | null;
  return (
    <Drawer
      opened={drop !== null}
      onClose={onClose}
      position="right"
      size={mobile ? '100%' : 'lg'}
      title="Order details"
      closeButtonProps={{ 'aria-label': 'Close order details' }}
    >
      {drop &&
        (OrderView ? (
          <OrderView tripId={drop.tripId} orgUnitId={drop.orgUnitId} />
        ) : error ? (
          <ErrorView title="Order details could not be loaded" error={error} actionLabel="Retry" onAction={retry} />
        ) : (
          <Center p="lg">
            <Loader role="status" aria-label="Loading order details" />
          </Center>
        ))}
    </Drawer>
  );
}
