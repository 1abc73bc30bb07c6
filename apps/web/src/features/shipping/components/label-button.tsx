import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useLabelLinkMutation } from '../shipping-api';

/** Asks for a fresh signed link and opens the label PDF. */
export function LabelButton({ shipmentId, size = 'sm' }: { shipmentId: string; size?: 'sm' | 'md' }) {
  const [link, state] = useLabelLinkMutation();
  async function download() {
    const result = await link(shipmentId).unwrap().catch(() => null);
    if (result) window.location.assign(result.labelUrl);
  }
  return (
    <Button size={size} variant="outline" onClick={download} loading={state.isLoading}>
      <Download aria-hidden className="size-4" />
      Etiketi indir
    </Button>
  );
}
