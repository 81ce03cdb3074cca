import { Button } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { HISTORY_MESSAGES, itemHistoryHref } from '@hub/shared/contracts';

export interface ItemHistoryLinkProps {
  /** The item (or shipment) whose timeline opens; required. */
  itemId: string;
  /** The hub; default the route's `:hubId`. */
  hubId?: string;
}

/**
 * "History": opens the item's timeline (issue 34) from an item view of any flow (dispatch item detail, QC item panel,
 * zone movement item). A link, so the phone's back returns to the flow where it was.
 */
export function ItemHistoryLink({ itemId, hubId }: ItemHistoryLinkProps) {
  const params = useParams();
  const hub = hubId ?? params.hubId ?? '';
  return (
    <Button
      component={Link}
      to={itemHistoryHref(hub, itemId)}
      variant="subtle"
      h={44}
      style={{ alignSelf: 'flex-start' }}
      aria-label={`${HISTORY_MESSAGES.historyButton} of ${itemId}`}
    >
      {HISTORY_MESSAGES.historyButton}
    </Button>
  );
}
