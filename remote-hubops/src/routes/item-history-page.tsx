import { useNavigate, useParams } from 'react-router-dom';
import { itemHistoryHref } from '@hub/shared/contracts';
import { ItemTimeline } from '../features/history/components/item-timeline';

/**
 * /hubs/{hubId}/items/{itemId}/history (issue 34; route ours): an item's or a shipment's timeline, opened from the
 * dispatch item detail, the QC item panel, the zone movement item and global search. Back returns where it came from.
 */
export function ItemHistoryPage() {
  const { hubId = '', itemId = '' } = useParams();
  const navigate = useNavigate();
  return (
    <ItemTimeline
      key={`${hubId}/${itemId}`}
      hubId={hubId}
      itemId={itemId}
      onBack={() => void navigate(-1)}
      onOpenItem={(id) => void navigate(itemHistoryHref(hubId, id))}
    />
  );
}
