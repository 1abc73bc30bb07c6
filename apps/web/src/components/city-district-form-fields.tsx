import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { CityDistrictFields } from './city-district-fields';

interface CityDistrictFormFieldsProps<T extends FieldValues> {
  form: Pick<UseFormReturn<T>, 'watch' | 'setValue' | 'getFieldState' | 'formState'>;
  /** The form's own field names; `cityCode` only where the form keeps the plate code too. */
  names: { city: Path<T>; district: Path<T>; cityCode?: Path<T> };
}

/** The il and ilçe pickers wired into a react-hook-form form: a choice fills the fields and re-checks them once the form was sent. */
export function CityDistrictFormFields<T extends FieldValues>({ form, names }: CityDistrictFormFieldsProps<T>) {
  const { watch, setValue, getFieldState, formState } = form;
  const errorOf = (name: Path<T> | undefined) => (name ? getFieldState(name, formState).error?.message : undefined);
  const write = (name: Path<T>, value: string) =>
    setValue(name, value as PathValue<T, Path<T>>, { shouldValidate: formState.isSubmitted, shouldDirty: true });

  return (
    <CityDistrictFields
      city={String(watch(names.city) ?? '')}
      district={String(watch(names.district) ?? '')}
      cityError={errorOf(names.city) ?? errorOf(names.cityCode)}
      districtError={errorOf(names.district)}
      onChange={(value) => {
        if (names.cityCode) write(names.cityCode, value.cityCode);
        write(names.city, value.city);
        write(names.district, value.district);
      }}
    />
  );
}
