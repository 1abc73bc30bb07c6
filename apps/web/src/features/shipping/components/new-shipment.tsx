import { billableDesi, type Shipment, type ShipmentOffer } from '@pazaryeri/contract/shipping/index';
import { BadgePercent, Ruler, Truck, Zap } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useGetSellerProfileQuery } from '@/features/sellers';
import { formatMoney } from '@/lib/format';
import { openShipmentOf, useAcceptOfferMutation, useCreateShipmentMutation, useDeleteShipmentMutation, useSellerShipmentsQuery } from '../shipping-api';
import { LabelButton } from './label-button';

const fields = [
  { name: 'length', label: 'Uzunluk (cm)' },
  { name: 'width', label: 'Genişlik (cm)' },
  { name: 'height', label: 'Yükseklik (cm)' },
  { name: 'weight', label: 'Ağırlık (kg)' },
] as const;
type Field = (typeof fields)[number]['name'];

/** From an order part: sender, parcel (desi live), the carriers' offers, accept, the label. */
export function NewShipment({ sellerOrderId, orderNumber }: { sellerOrderId: string; orderNumber?: string }) {
  const profile = useGetSellerProfileQuery();
  const addresses = (profile.data?.addresses ?? []).filter((entry) => entry.isActive);
  const defaultAddress = addresses.find((entry) => entry.isDefault) ?? addresses[0];
  const [senderId, setSenderId] = useState<string>('');
  const [parcel, setParcel] = useState<Record<Field, string>>({ length: '30', width: '20', height: '15', weight: '2' });
  const [answered, setShipment] = useState<Shipment | null>(null);
  const list = useSellerShipmentsQuery();
  // Offers asked for earlier (another visit, the demo data) are taken up again rather than refused as a second shipment.
  const waiting = openShipmentOf(list.data?.data ?? [], sellerOrderId);
  const shipment = answered ?? waiting;
  const [create, creating] = useCreateShipmentMutation();
  const [accept, accepting] = useAcceptOfferMutation();
  const [remove, removing] = useDeleteShipmentMutation();

  const shown = shipment && !answered ? ({ length: String(shipment.parcel.length), width: String(shipment.parcel.width), height: String(shipment.parcel.height), weight: String(shipment.parcel.weight) } as Record<Field, string>) : parcel;
  const numbers = Object.fromEntries(fields.map(({ name }) => [name, Number(shown[name].replace(',', '.'))])) as Record<Field, number>;
  const valid = fields.every(({ name }) => Number.isFinite(numbers[name]) && numbers[name] > 0);
  const desi = valid ? billableDesi(numbers) : null;

  async function requestOffers() {
    const result = await create({ sellerOrderId, senderAddressId: senderId || defaultAddress?.addressUUID, ...numbers }).unwrap().catch(() => null);
    if (result) setShipment(result.shipment);
  }

  async function acceptOffer(offer: ShipmentOffer) {
    const result = await accept({ offerId: offer.offerId }).unwrap().catch(() => null);
    if (result) setShipment(result.shipment);
  }

  /** Offers without a label cost nothing: they are cancelled, and the parcel can be measured again. */
  async function measureAgain() {
    if (!shipment) return;
    const result = await remove(shipment._id).unwrap().catch(() => null);
    if (!result) return;
    setParcel(shown);
    setShipment(null);
  }

  if (shipment?.hasLabel) {
    return (
      <Alert tone="success" title="Etiket hazır">
        <p>
          {shipment.providerName} · takip numarası <strong>{shipment.trackingNumber}</strong>. Sipariş "Kargoya verildi" oldu.
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <LabelButton shipmentId={shipment._id} />
        </div>
      </Alert>
    );
  }

  return (
    <div className="space-y-4">
      {orderNumber && <p className="text-sm text-slate-600">Sipariş: <strong>{orderNumber}</strong></p>}
      <div className="grid grid-cols-2 gap-3">
        <label className="col-span-2 block text-sm font-medium text-slate-700">
          Gönderici adresi
          <Select className="mt-1" value={senderId || defaultAddress?.addressUUID || ''} onChange={(event) => setSenderId(event.target.value)} disabled={!addresses.length || !!shipment}>
            {addresses.map((entry) => (
              <option key={entry.addressUUID} value={entry.addressUUID}>
                {entry.senderAddress.name} — {entry.senderAddress.district} / {entry.senderAddress.city}
                {entry.isDefault ? ' (varsayılan)' : ''}
              </option>
            ))}
          </Select>
        </label>
        {fields.map(({ name, label }) => (
          <label key={name} className="block text-sm font-medium text-slate-700">
            {label}
            <Input className="mt-1" inputMode="decimal" value={shown[name]} onChange={(event) => setParcel({ ...parcel, [name]: event.target.value })} aria-invalid={!(numbers[name] > 0)} disabled={!!shipment} />
          </label>
        ))}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-50 px-4 py-3">
        <p className="text-sm text-slate-700" aria-live="polite">
          Desi: <strong data-testid="desi">{desi ?? '—'}</strong>
          <span className="text-slate-500"> (en × boy × yükseklik / 3000 ile ağırlığın büyüğü)</span>
        </p>
        {shipment ? (
          <Button variant="outline" onClick={measureAgain} loading={removing.isLoading} disabled={accepting.isLoading}>
            <Ruler aria-hidden className="size-4" />
            Ölçüleri değiştir
          </Button>
        ) : (
          <Button onClick={requestOffers} loading={creating.isLoading} disabled={!valid || list.isLoading}>
            <Truck aria-hidden className="size-4" />
            Teklifleri getir
          </Button>
        )}
      </div>
      {shipment && (
        <ul aria-label="Kargo teklifleri" className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {shipment.offers.list
            .slice()
            .sort((a, b) => a.amount - b.amount)
            .map((offer) => (
              <li key={offer.offerId} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">
                    {offer.providerName} <span className="text-sm font-normal text-slate-500">· {offer.serviceName}</span>
                  </p>
                  <p className="flex flex-wrap gap-1.5 text-sm text-slate-600">
                    Tahmini {offer.estimatedDays} iş günü
                    {shipment.offers.cheapest?.offerId === offer.offerId && (
                      <Badge tone="success">
                        <BadgePercent aria-hidden className="size-3" />
                        En ucuz
                      </Badge>
                    )}
                    {shipment.offers.fastest?.offerId === offer.offerId && (
                      <Badge tone="brand">
                        <Zap aria-hidden className="size-3" />
                        En hızlı
                      </Badge>
                    )}
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  <span className="text-lg font-semibold text-slate-900">{formatMoney(offer.amount)}</span>
                  <Button size="sm" onClick={() => acceptOffer(offer)} loading={accepting.isLoading && accepting.originalArgs?.offerId === offer.offerId} disabled={accepting.isLoading} aria-label={`${offer.providerName} ${offer.serviceName}: Kabul et`}>
                    Kabul et
                  </Button>
                </div>
              </li>
            ))}
        </ul>
      )}
    </div>
  );
}


