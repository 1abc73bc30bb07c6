import { offerStatusLabels, type OfferStatus } from '@pazaryeri/contract/adverts/index';
import { Badge } from '@/components/ui/badge';

const tones: Record<OfferStatus, 'neutral' | 'brand' | 'success' | 'warning' | 'danger'> = {
  pending: 'warning',
  accepted: 'success',
  rejected: 'danger',
  completed: 'success',
  inProgress: 'brand',
  withdrawn: 'neutral',
};

export const OfferStatusBadge = ({ status, label }: { status: OfferStatus; label?: string }) => <Badge tone={tones[status]}>{label ?? offerStatusLabels[status]}</Badge>;
