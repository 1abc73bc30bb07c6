import { shipmentStatusLabels, type ShipmentStatus } from '@pazaryeri/contract/shipping/index';
import { Badge } from '@/components/ui/badge';

const tones: Partial<Record<ShipmentStatus, 'neutral' | 'brand' | 'success' | 'warning' | 'danger'>> = {
  GOT_OFFERS: 'warning',
  TRACKING_CODE_CREATED: 'brand',
  LABEL_PRINTED: 'brand',
  SHIPPED: 'brand',
  DELIVERED: 'success',
  CANCELED: 'danger',
  FAILED: 'danger',
  RETURN_CREATED: 'warning',
  RETURN_SHIPPED: 'warning',
  RETURNED: 'success',
};

export function ShipmentStatusBadge({ status }: { status: ShipmentStatus }) {
  return <Badge tone={tones[status] ?? 'neutral'}>{shipmentStatusLabels[status] ?? status}</Badge>;
}
