import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Switch } from '@/components/ui/switch';
import { analyticsConsentText, necessaryCookiesText } from '../consent-labels';

interface ConsentSettingsDialogProps {
  /** The analytics switch's starting position: the current choice, off when none was made. */
  analytics: boolean;
  onSave: (analytics: boolean) => void;
  onClose: () => void;
}

/** "Ayarlar": necessary cookies (always on, explained) and the analytics switch. */
export function ConsentSettingsDialog({ analytics: initial, onSave, onClose }: ConsentSettingsDialogProps) {
  const [analytics, setAnalytics] = useState(initial);
  const necessaryId = useId();
  const analyticsId = useId();

  return (
    <Dialog
      title="Çerez ayarları"
      description="Hangi çerezlere izin verdiğinizi seçin. Seçiminizi istediğiniz an buradan değiştirebilirsiniz."
      onClose={onClose}
      size="sm"
      footer={
        <Button variant="secondary" onClick={() => onSave(analytics)} className="w-full sm:w-auto">
          Seçimimi kaydet
        </Button>
      }
    >
      <div className="space-y-5 text-sm">
        <div className="flex items-start justify-between gap-4">
          <div>
            <p className="font-semibold text-slate-900">Gerekli çerezler</p>
            <p id={necessaryId} className="mt-1 text-slate-600">
              {necessaryCookiesText}
            </p>
          </div>
          <Switch checked disabled onChange={() => undefined} aria-label="Gerekli çerezler (her zaman açık)" aria-describedby={necessaryId} />
        </div>
        <div className="flex items-start justify-between gap-4">
          <div>
            <p className="font-semibold text-slate-900">Analitik çerezler</p>
            <p id={analyticsId} className="mt-1 text-slate-600">
              {analyticsConsentText}
            </p>
          </div>
          <Switch checked={analytics} onChange={setAnalytics} aria-label="Analitik çerezler" aria-describedby={analyticsId} />
        </div>
        <p className="text-slate-500">
          Ayrıntılar için{' '}
          <Link to="/footer/kvkk" className="font-medium text-brand-700 underline" onClick={onClose}>
            KVKK Aydınlatma Metni
          </Link>
          .
        </p>
      </div>
    </Dialog>
  );
}
