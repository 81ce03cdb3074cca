import { Button, Stack, Tabs, Text } from '@mantine/core';
import { useDeferredValue, useMemo, useState } from 'react';
import { ACTIVITY_VIEW_TYPES, type ActivityViewType, HUB_OPS_MESSAGES, type Manifest, type ManifestMovementType } from '@hub/shared/contracts';
import { PageHeader, QueryState } from '@hub/shared/ui';
import { useActivities } from '../../api/get-activities';
import { matchesManifest } from '../../lib/flow';
import { ManifestCard } from './manifest-card';

/** Cards rendered per page: a hub can have hundreds of open manifests; "Show more" adds the next page. */
export const MANIFEST_PAGE_SIZE = 30;
/** Cards a phone shows without scrolling (390x844: about four), rendered at once; the rest of the page follows. */
const FIRST_CARDS = 6;

/**
 * A page of cards: the first ones at once, the rest in a background render React slices, so opening inward or dispatch
 * is not one long task of 30 cards (TBT, issue 11). A card is the same whichever render drew it.
 */
function ManifestCards({ list, shown, onSelect }: { list: Manifest[]; shown: number; onSelect: (manifest: Manifest) => void }) {
  const page = useMemo(() => list.slice(0, shown), [list, shown]);
  const cards = useDeferredValue(page, page.slice(0, FIRST_CARDS));
  return cards.map((m) => <ManifestCard key={m.spaId} manifest={m} onSelect={onSelect} />);
}

export interface ManifestSelectionProps {
  /** Hub of the URL; required. */
  hubId: string;
  /** Which flow lists: 'HUB_INWARD' or 'DISPATCH' (from the path); required. */
  movementType: ManifestMovementType;
  /** The selected tab; required. */
  viewType: ActivityViewType;
  /** Called when another tab is chosen; required. */
  onViewTypeChange: (viewType: ActivityViewType) => void;
  /** Called with the chosen manifest; required. */
  onSelect: (manifest: Manifest) => void;
}

/**
 * Step 1 "Select Manifest" (spec 000 §2), shared by inward and dispatch: a search over manifest id, driver name,
 * vehicle number and metadata values (debounced 200 ms by the header), one tab per view type in lower case, and
 * the cards; "There are no manifest available." when none match.
 */
export function ManifestSelection({ hubId, movementType, viewType, onViewTypeChange, onSelect }: ManifestSelectionProps) {
  const [term, setTerm] = useState('');
  const [shown, setShown] = useState(MANIFEST_PAGE_SIZE);
  const query = useActivities(hubId, viewType, movementType);
  const matches = useMemo(() => (query.data?.activities ?? []).filter((m) => matchesManifest(m, term)), [query.data, term]);

  return (
    <Stack gap="sm" p="md">
      <PageHeader
        title={HUB_OPS_MESSAGES.selectManifest}
        searchPlaceholder={HUB_OPS_MESSAGES.searchManifest}
        onSearch={(t) => {
          setTerm(t);
          setShown(MANIFEST_PAGE_SIZE);
        }}
      />
      <Tabs value={viewType} onChange={(v) => v && onViewTypeChange(v as ActivityViewType)}>
        <Tabs.List grow>
          {ACTIVITY_VIEW_TYPES.map((v) => (
            <Tabs.Tab key={v} value={v} h={44}>
              {v.toLowerCase()}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <QueryState
        query={{ ...query, data: query.data ? matches : undefined }}
        what="manifests"
        isEmpty={(d) => d.length === 0}
        emptyText={HUB_OPS_MESSAGES.noManifests}
      >
        {(list) => (
          <Stack gap="xs" aria-label="Manifests">
            <ManifestCards list={list} shown={shown} onSelect={onSelect} />
            {list.length > shown && (
              <Button variant="default" h={44} onClick={() => setShown((n) => n + MANIFEST_PAGE_SIZE)}>
                Show more ({list.length - shown} more)
              </Button>
            )}
            <Text size="xs" c="dimmed" ta="center">
              {list.length} manifest{list.length === 1 ? '' : 's'}
            </Text>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
