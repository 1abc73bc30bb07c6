import { useCallback } from 'react';
import { Button } from '@/components/ui/button';
import { useUnsubscribeMutation } from '@/features/marketing';
import { MissingToken, SubscriptionCard, useTokenOnce } from './subscription-action';

/**
 * `/abonelik/iptal?token=…`: the unsubscribe link in every campaign mail. One button, so a link
 * scanner opening the page unsubscribes nobody (mail clients use the one-click POST instead).
 */
export default function UnsubscribePage() {
  const [unsubscribe, outcome] = useUnsubscribeMutation();
  const run = useCallback((token: string) => void unsubscribe({ token }), [unsubscribe]);
  const token = useTokenOnce(run, false);
  return (
    <SubscriptionCard
      title="E-posta aboneliğinden çıkış"
      outcome={outcome}
      idle={
        token ? (
          <>
            <p>Pazaryeri kampanya e-postalarını artık almak istemiyorsanız onaylayın.</p>
            <Button variant="danger" onClick={() => run(token)}>
              Abonelikten çık
            </Button>
          </>
        ) : (
          <MissingToken />
        )
      }
    />
  );
}
