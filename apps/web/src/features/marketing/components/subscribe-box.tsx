import { marketingMessages } from '@pazaryeri/contract/marketing/messages';
import { Mail } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useSubscribeMutation } from '../marketing-api';

/**
 * The footer's newsletter box (spec §7 `POST /subscriber/subscribe`, §8 toasts): the server's
 * message as a success toast; a failure is toasted by the app ('Bir hata oluştu' when the server
 * says nothing). The consent text shown is the one the server records.
 */
export function SubscribeBox() {
  const [email, setEmail] = useState('');
  const [subscribe, { isLoading }] = useSubscribeMutation();
  const location = useLocation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await subscribe({ email, source: 'footer', page: location.pathname });
    if ('data' in result && result.data) {
      toast.success(result.data.message);
      setEmail('');
    }
  }

  return (
    <form onSubmit={submit} className="space-y-2" aria-label="E-posta bülteni">
      <h2 className="text-sm font-semibold text-white">Kampanyalardan haberdar olun</h2>
      <div className="flex gap-2">
        <label htmlFor="footer-subscribe" className="sr-only">
          Bülten için e-posta
        </label>
        <div className="relative min-w-0 flex-1">
          <Mail aria-hidden className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" />
          <input
            id="footer-subscribe"
            type="email"
            required
            maxLength={254}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            placeholder="ornek@firma.com.tr"
            autoComplete="email"
            className="h-10 w-full rounded-lg border border-slate-700 bg-slate-900 pl-9 pr-3 text-sm text-white placeholder:text-slate-500 focus:border-brand-500 focus:outline-none"
          />
        </div>
        <Button type="submit" size="sm" loading={isLoading} className="h-10">
          Abone ol
        </Button>
      </div>
      <p className="text-xs leading-5 text-slate-400">{marketingMessages.consentText}</p>
    </form>
  );
}
