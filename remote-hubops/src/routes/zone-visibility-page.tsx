import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useSessionUser } from '@hub/shared/hooks';
import { QcItemsScreen } from '../features/qc-items/components/qc-items-screen';
import { QcZoneList } from '../features/qc-zones/components/qc-zone-list';
import { ZoneUnits } from '../features/zone-contents/components/zone-units';

/** /hubs/{hubId}/zonesVisiblity (000 §2): the zone list; a zone navigates to the current path plus /{zoneId}. */
export function ZoneVisibilityPage() {
  const { hubId = '' } = useParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return <QcZoneList hubId={hubId} title="Zone visibility" onSelect={(zone) => void navigate(`${pathname.replace(/\/+$/, '')}/${encodeURIComponent(zone)}`)} />;
}

/**
 * /hubs/{hubId}/zonesVisiblity/{zoneId}: the zone's QC items screen, the same one quality check shows (spec 000 §2
 * "Zone QC items screen (QUALITY_CHECK or ZONE_VISIBLITY, chosen by path …)"): edit panel and "slide to complete QC" too.
 */
export function ZoneVisibilityItemsPage() {
  const { hubId = '', zoneId = '' } = useParams();
  const user = useSessionUser();
  // Below the zone's items, its units by tote (currentEntityItems, spec 000 §7): closed until tapped.
  return (
    <>
      <QcItemsScreen key={zoneId} hubId={hubId} zoneId={zoneId} type="ZONE_VISIBLITY" userName={user?.name ?? ''} />
      <ZoneUnits key={`units-${zoneId}`} hubId={hubId} zoneId={zoneId} />
    </>
  );
}
