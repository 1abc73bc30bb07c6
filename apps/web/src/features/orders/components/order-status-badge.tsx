import type { OrderFilterStatus } from '@pazaryeri/contract/orders/index';
import { Badge } from '@/components/ui/badge';
import { statusLabel, statusTones } from '../order-status';

export function OrderStatusBadge({ status }: { status: OrderFilterStatus }) {
  return <Badge tone={statusTones[status]}>{statusLabel(status)}</Badge>;
}
