import { useCallback } from 'react';
import { useConfirmSubscriptionMutation } from '@/features/marketing';
import { MissingToken, SubscriptionCard, useTokenOnce } from './subscription-action';

/** `/abonelik/onay?token=…`: the confirmation link of the double opt-in, confirmed on opening. */
export default function ConfirmSubscriptionPage() {
  const [confirm, outcome] = useConfirmSubscriptionMutation();
  const run = useCallback((token: string) => void confirm({ token }), [confirm]);
  const token = useTokenOnce(run, true);
  return <SubscriptionCard title="E-posta aboneliği onayı" outcome={outcome} idle={token ? null : <MissingToken />} />;
}
