import { Center, Loader, Stack, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { type ActiveRunsheet } from '@hub/shared/contracts';
import { RunsheetList } from '../features/runsheet-list/components/runsheet-list';

// Steps 2 and 3 are their own chunk: the list a user opens first stays within the first-route budget.
// The vehicle details dialog (a Modal with its focus trap and scroll area) loads when a runsheet is chosen.
const VehicleDetailsModal = lazy(() => import('../features/runsheet-list/components/vehicle-details-modal').then((m) => ({ default: m.VehicleDetailsModal })));
const RunsheetDetails = lazy(() => import('./runsheet-details').then((m) => ({ default: m.RunsheetDetails })));

/**
 * /hubs/{hubId}/closeRunsheet (spec 001 §2): step 1 the runsheet list; once one is chosen (and its vehicle details
 * confirmed) steps 2 and 3, its items and drop points, with start, hold and close. The chosen runsheet and tab are in
 * the URL (?runsheetId=&tab=), so a reload or a shared link lands on the same place.
 */
export function CloseRunsheetPage() {
  const { hubId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const runsheetId = params.get('runsheetId');
  const [choosing, setChoosing] = useState<ActiveRunsheet | null>(null);
  if (runsheetId)
    return (
      <Suspense
        fallback={
          <Center p="lg">
            <Loader role="status" aria-label="Loading runsheet" />
          </Center>
        }
      >
        <RunsheetDetails
          hubId={hubId}
          runsheetId={runsheetId}
          onBack={() => setParams({})}
          tab={params.get('tab')}
          onTab={(tab) => setParams({ runsheetId, tab })}
        />
      </Suspense>
    );
  return (
    <Stack gap="sm" p="sm">
      <Title order={3}>Close Runsheet</Title>
      <RunsheetList hubId={hubId} onChoose={setChoosing} />
      {choosing && (
        <Suspense fallback={null}>
          <VehicleDetailsModal
            runsheet={choosing}
            onClose={() => setChoosing(null)}
            onConfirm={() => {
              const id = choosing!.runsheetId;
              setChoosing(null);
              setParams({ runsheetId: id });
            }}
          />
        </Suspense>
      )}{' '}
    </Stack>
  );
}
