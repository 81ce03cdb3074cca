import { Button } from '@mantine/core';
import { lazy, Suspense, useCallback, useState } from 'react';
import { type FieldExecutiveSummary } from '@hub/shared/contracts';
import { useRoleFlags } from '@hub/shared/hooks';
import { PageHeader } from '@hub/shared/ui';
import { FE_PAGE_TITLE, FePageLayout } from '../components/fe-page-layout';
import { FeListPanel } from '../features/fe-list/components/fe-list-panel';

// The modals (form, image upload, address proof Select, zod rules) are fetched on first open, off the list's first
// paint; once loaded they stay mounted so closing keeps its transition.
const FeFormModal = lazy(() => import('../features/fe-form/components/fe-form-modal').then((m) => ({ default: m.FeFormModal })));
const DeactivateModal = lazy(() => import('../features/fe-form/components/deactivate-modal').then((m) => ({ default: m.DeactivateModal })));

/** Placeholder of the table search (spec 001 §2). */
export const FE_TABLE_SEARCH_PLACEHOLDER = 'Search by ID, name, phone or PAN number';
/** Performance mark set when the 200 ms search debounce ends (pnpm bench:fe measures from it). */
export const SEARCH_DEBOUNCED_MARK = 'fe-search-debounced';

type FormState = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; id: string };

/**
 * /field-executives: search, Add Field Executive, status tabs, the table, and the add/edit/deactivate modals. Adding,
 * editing and deactivating are the hub manager's (the api's guard, docs/adr/006): other roles reached by a direct
 * link see the list only, with PAN and phone masked by the server.
 */
export function FieldExecutiveListPage() {
  const { isHubManager } = useRoleFlags();
  const [search, setSearch] = useState('');
  const [form, setForm] = useState<FormState>({ kind: 'closed' });
  const [deactivating, setDeactivating] = useState<FieldExecutiveSummary | null>(null);
  const [formWanted, setFormWanted] = useState(false);
  const [deactivateWanted, setDeactivateWanted] = useState(false);
  const openForm = (next: Exclude<FormState, { kind: 'closed' }>) => {
    setFormWanted(true);
    setForm(next);
  };
  const openDeactivate = (fe: FieldExecutiveSummary) => {
    setDeactivateWanted(true);
    setDeactivating(fe);
  };
  const onSearch = useCallback((term: string) => {
    performance.mark(SEARCH_DEBOUNCED_MARK);
    setSearch(term.trim());
  }, []);

  return (
    <FePageLayout
      header={
        <PageHeader
          title={FE_PAGE_TITLE}
          onSearch={onSearch}
          searchPlaceholder={FE_TABLE_SEARCH_PLACEHOLDER}
          actions={
            isHubManager ? (
              <Button h={44} onClick={() => openForm({ kind: 'add' })}>
                Add Field Executive
              </Button>
            ) : undefined
          }
        />
      }
    >
      <FeListPanel
        search={search}
        onEdit={isHubManager ? (fe) => openForm({ kind: 'edit', id: fe.id }) : undefined}
        onDeactivate={isHubManager ? openDeactivate : undefined}
      />
      <Suspense fallback={null}>
        {formWanted && (
          <FeFormModal opened={form.kind !== 'closed'} editId={form.kind === 'edit' ? form.id : null} onClose={() => setForm({ kind: 'closed' })} />
        )}
        {deactivateWanted && <DeactivateModal fe={deactivating} onClose={() => setDeactivating(null)} />}
      </Suspense>
    </FePageLayout>
  );
}
