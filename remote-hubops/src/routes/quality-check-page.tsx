import { useParams, useSearchParams } from 'react-router-dom';
import { useSessionUser } from '@hub/shared/hooks';
import { QcItemsScreen } from '../features/qc-items/components/qc-items-screen';
import { QcZoneList } from '../features/qc-zones/components/qc-zone-list';

/**
 * /hubs/{hubId}/qualityCheck (000 §2): the zone list, then the chosen zone's QC items. The chosen zone is stored in the
 * URL (`?zone=`, a history entry), so the browser back button returns to the list and a reload keeps the step.
 */
export function QualityCheckPage() {
  const { hubId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const user = useSessionUser();
  const zoneId = params.get('zone');
  if (zoneId) return <QcItemsScreen key={zoneId} hubId={hubId} zoneId={zoneId} type="QUALITY_CHECK" userName={user?.name ?? ''} />;
  return <QcZoneList hubId={hubId} title="Quality check" onSelect={(zone) => setParams({ zone })} />;
}
