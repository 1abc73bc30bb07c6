import { skipToken } from '@reduxjs/toolkit/query';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { useListCitiesQuery, useListDistrictsQuery } from '@/lib/locations-api';

export interface CityDistrictValue {
  city: string;
  cityCode: string;
  district: string;
}

interface CityDistrictFieldsProps {
  /** The city's name as stored ("İstanbul"); its plate code is looked up. */
  city: string;
  district: string;
  onChange: (value: CityDistrictValue) => void;
  cityError?: string;
  districtError?: string;
  cityLabel?: string;
  districtLabel?: string;
}

const sameName = (a: string, b: string) => a.toLocaleLowerCase('tr-TR') === b.toLocaleLowerCase('tr-TR');

/** İl and ilçe pickers: choosing a city loads its districts and clears a district of another city. */
export function CityDistrictFields({
  city,
  district,
  onChange,
  cityError,
  districtError,
  cityLabel = 'İl',
  districtLabel = 'İlçe',
}: CityDistrictFieldsProps) {
  const cities = useListCitiesQuery();
  const selected = cities.data?.find((candidate) => sameName(candidate.name, city));
  const districts = useListDistrictsQuery(selected?.cityCode ?? skipToken);
  const knownDistrict = districts.data?.find((candidate) => sameName(candidate.name, district));

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={cityLabel} error={cityError ?? (cities.isError ? 'İller yüklenemedi.' : undefined)}>
        <Select
          value={selected?.cityCode ?? ''}
          disabled={cities.isLoading}
          onChange={(event) => {
            const next = cities.data?.find((candidate) => candidate.cityCode === event.target.value);
            onChange({ city: next?.name ?? '', cityCode: next?.cityCode ?? '', district: '' });
          }}
        >
          <option value="">{cities.isLoading ? 'İller yükleniyor…' : 'İl seçin'}</option>
          {cities.data?.map((option) => (
            <option key={option.cityCode} value={option.cityCode}>
              {option.name}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={districtLabel} error={districtError}>
        <Select
          value={knownDistrict?.name ?? ''}
          disabled={!selected || districts.isFetching}
          onChange={(event) =>
            onChange({ city: selected?.name ?? city, cityCode: selected?.cityCode ?? '', district: event.target.value })
          }
        >
          <option value="">
            {!selected ? 'Önce il seçin' : districts.isFetching ? 'İlçeler yükleniyor…' : 'İlçe seçin'}
          </option>
          {districts.data?.map((option) => (
            <option key={option.districtID} value={option.name}>
              {option.name}
            </option>
          ))}
        </Select>
      </FormField>
    </div>
  );
}
