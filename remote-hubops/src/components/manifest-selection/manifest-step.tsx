import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { type ReactNode } from 'react';
import { type ActivityViewType, type Manifest, type ManifestMovementType, manifestNotFoundMessage } from '@hub/shared/contracts';
import { ManifestSelection } from './manifest-selection';

export interface ManifestStepProps {
  /** The hub in the URL; required. */
  hubId: string;
  /** Which flow's manifests (inward or dispatch); required. */
  movementType: ManifestMovementType;
  /** The tab shown (SELLER or VEHICLE); required. */
  viewType: ActivityViewType;
  /** The manifest chosen (?spaId), or null while none is; required. */
  spaId: string | null;
  /** The manifests the chosen one is looked up in (a flow may include closed ones); required. */
  manifests: { data?: { activities: Manifest[] }; isPending: boolean };
  /** Switches the tab; required. */
  onViewTypeChange: (viewType: ActivityViewType) => void;
  /** Chooses a manifest; required. */
  onSelect: (manifest: Manifest) => void;
  /** Leaves an unknown manifest for the list; required. */
  onBack: () => void;
  /** The flow's next steps for the chosen manifest; required. */
  children: (manifest: Manifest) => ReactNode;
}

/** What shows while the chosen manifest, or the code of the flow's next steps, loads. */
export function ManifestLoader() {
  return (
    <Center p="xl">
      <Loader role="status" aria-label="Loading manifest" />
    </Center>
  );
}

/**
 * Step 1 of the manifest flows (spec 000 §2 "Manifest selection"), shared by inward and dispatch: the selection while
 * no manifest is chosen, a loader while the chosen one loads, "Manifest {id} not found" with a way back, then the
 * flow's own steps for it.
 */
export function ManifestStep({ hubId, movementType, viewType, spaId, manifests, onViewTypeChange, onSelect, onBack, children }: ManifestStepProps) {
  if (!spaId) {
    return <ManifestSelection hubId={hubId} movementType={movementType} viewType={viewType} onViewTypeChange={onViewTypeChange} onSelect={onSelect} />;
  }
  const manifest = manifests.data?.activities.find((a) => a.spaId === spaId);
  if (manifest) return <>{children(manifest)}</>;
  if (manifests.isPending) return <ManifestLoader />;
  return (
    <Stack p="md">
      <Alert color="red" role="alert">
        {manifestNotFoundMessage(spaId)}
      </Alert>
      <Button variant="default" h={44} onClick={onBack}>
        Back to manifests
      </Button>
    </Stack>
  );
}
