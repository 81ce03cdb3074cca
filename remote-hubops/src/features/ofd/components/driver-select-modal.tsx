import { Stack, Text, UnstyledButton } from '@mantine/core';
import { getErrorMessage } from '@hub/shared/api';
import { driversFailedMessage, OFD_MESSAGES, type OfdDriver } from '@hub/shared/contracts';
import { Modal, QueryState } from '@hub/shared/ui';
import { useDrivers } from '../api/queries';

export interface DriverSelectModalProps {
  hubId: string;
  opened: boolean;
  selectedId: string | null;
  onSelect: (driver: OfdDriver) => void;
  onClose: () => void;
}

/** "Select Driver": the hub's drivers free for an OFD (000 §2); picking one closes the modal. */
export function DriverSelectModal({ hubId, opened, selectedId, onSelect, onClose }: DriverSelectModalProps) {
  // Read when the modal opens (and again on each open after a request), not with the screen.
  const drivers = useDrivers(hubId, opened);
  return (
    <Modal opened={opened} onClose={onClose} title={OFD_MESSAGES.selectDriver}>
      <QueryState
        query={drivers}
        what="drivers"
        errorText={drivers.isError ? driversFailedMessage(getErrorMessage(drivers.error)) : undefined}
        isEmpty={(d) => d.driverNames.length === 0}
        emptyText="No drivers available."
      >
        {(d) => (
          <Stack gap={4} mah={360} style={{ overflowY: 'auto' }} role="listbox" aria-label="Drivers">
            {d.driverNames.map((driver) => (
              <UnstyledButton
                key={driver.driverId}
                role="option"
                aria-selected={driver.driverId === selectedId}
                mih={44}
                p="xs"
                // The chosen driver is outlined, not filled, so the grey details keep their contrast.
                style={{ borderRadius: 6, outline: driver.driverId === selectedId ? '2px solid var(--mantine-color-blue-filled)' : undefined }}
                onClick={() => {
                  onSelect(driver);
                  onClose();
                }}
              >
                <Text fw={600} size="sm">
                  {driver.name}
                </Text>
                <Text size="xs">{[driver.vehicleNo, driver.contactNum].filter(Boolean).join(' · ')}</Text>
              </UnstyledButton>
            ))}
          </Stack>
        )}
      </QueryState>
    </Modal>
  );
}
