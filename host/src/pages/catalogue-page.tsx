import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';

// The catalogue is big and only for staff checking the design system: fetched only when its route opens.
const Catalogue = lazy(() => import('@hub/shared/catalogue').then((m) => ({ default: m.Catalogue })));

/** Settings -> design-system catalogue (the shared kit's components with their states). */
export function CataloguePage() {
  return (
    <Suspense
      fallback={
        <Center p="xl">
          <Loader role="status" aria-label="Loading" />
        </Center>
      }
    >
      <Catalogue />
    </Suspense>
  );
}
