import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from '../api';
import { AppProviders, toastNotifier } from '../ui';
import { Catalogue } from './catalogue';

// Standalone catalogue (`pnpm --filter @hub/shared dev`): the same providers the host mounts, no API needed.
const queryClient = createQueryClient({ notify: toastNotifier });
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <Catalogue />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
