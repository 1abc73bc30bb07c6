/** What a customer request says is needed: quantity and unit, material, process and how many offers it takes. */
import { advertLimits, requestUnitLabels, requestUnits, type Advert } from '@pazaryeri/contract/adverts/index';
import { capabilityProcesses, materialSuggestions } from '@pazaryeri/contract/sellers/capabilities';
import { useId } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

export function RequestFields({ advert, errors }: { advert?: Advert; errors: Record<string, string> }) {
  const materialsId = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="grid grid-cols-[2fr_1fr] gap-2">
        <FormField label="Miktar" error={errors.quantity} hint="İsteğe bağlı">
          <Input name="quantity" type="number" inputMode="numeric" min={1} max={advertLimits.maxQuantity} defaultValue={advert?.quantity ?? undefined} />
        </FormField>
        <FormField label="Birim" error={errors.unit}>
          <Select name="unit" defaultValue={advert?.unit ?? 'piece'}>
            {requestUnits.map((unit) => (
              <option key={unit} value={unit}>
                {requestUnitLabels[unit]}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <FormField label="Malzeme" error={errors.material} hint="Listeden seçin ya da yazın">
        <Input name="material" list={materialsId} maxLength={advertLimits.materialMax} defaultValue={advert?.material ?? undefined} placeholder="Örn. Paslanmaz çelik" />
      </FormField>
      <datalist id={materialsId}>
        {materialSuggestions.map((material) => (
          <option key={material} value={material} />
        ))}
      </datalist>
      <FormField label="Üretim süreci" error={errors.process}>
        <Select name="process" defaultValue={advert?.process ?? ''}>
          <option value="">Seçiniz</option>
          {capabilityProcesses.map((process) => (
            <option key={process.key} value={process.key}>
              {process.label}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="En fazla teklif" error={errors.maxOffers} hint="Bu kadar teklif gelince talep yeni teklif almaz.">
        <Input name="maxOffers" type="number" inputMode="numeric" min={1} max={advertLimits.maxMaxOffers} defaultValue={advert?.maxOffers ?? advertLimits.defaultMaxOffers} />
      </FormField>
    </div>
  );
}
