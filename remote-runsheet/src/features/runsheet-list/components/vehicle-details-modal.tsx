import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { type ActiveRunsheet, RUNSHEET_MESSAGES as M, type VehicleDetails, vehicleDetailsSchema } from '@hub/shared/contracts';
import { Modal } from '@hub/shared/ui';

export interface VehicleDetailsModalProps {
  /** The chosen runsheet, or null when closed; required. */
  runsheet: ActiveRunsheet | null;
  /** Called with the checked details; required. */
  onConfirm: (details: VehicleDetails) => void;
  /** Called on cancel; required. */
  onClose: () => void;
}

/**
 * Vehicle details dialog (spec 001 §2, §5): the operator confirms the vehicle at the dock and its driver before the
 * close starts; vehicle number uppercase and at least 8 characters, driver name required. Prefilled from the
 * runsheet; "Driver data is not available." when the runsheet has no driver record.
 */
export function VehicleDetailsModal({ runsheet, onConfirm, onClose }: VehicleDetailsModalProps) {
  const [vehicleNumber, setVehicleNumber] = useState('');
  const [driverName, setDriverName] = useState('');
  const [errors, setErrors] = useState<{ vehicleNumber?: string; driverName?: string }>({});
  useEffect(() => {
    setVehicleNumber(runsheet?.vehicleNumber ?? '');
    setDriverName(runsheet?.driverName ?? '');
    setErrors({});
  }, [runsheet]);
  const submit = () => {
    const parsed = vehicleDetailsSchema.safeParse({ vehicleNumber, driverName });
    if (parsed.success) return onConfirm(parsed.data);
    const next: typeof errors = {};
    for (const issue of parsed.error.issues) next[issue.path[0] as keyof typeof errors] ??= issue.message;
    setErrors(next);
  };
  return (
    <Modal opened={runsheet !== null} onClose={onClose} title="Vehicle details">
      <Stack gap="sm">
        {runsheet && !runsheet.driverName && (
          <Alert color="orange" role="alert">
            {M.driverUnavailable}
          </Alert>
        )}
        <TextInput
          label="Vehicle number"
          value={vehicleNumber}
          onChange={(e) => (setVehicleNumber(e.currentTarget.value.toUpperCase()), setErrors((x) => ({ ...x, vehicleNumber: undefined })))}
          error={errors.vehicleNumber}
          autoComplete="off"
        />
        <TextInput
          label="Driver name"
          value={driverName}
          onChange={(e) => (setDriverName(e.currentTarget.value), setErrors((x) => ({ ...x, driverName: undefined })))}
          error={errors.driverName}
          autoComplete="off"
        />
        <Button h={44} onClick={submit}>
          Continue
        </Button>
      </Stack>
    </Modal>
  );
}
