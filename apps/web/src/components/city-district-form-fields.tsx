import { type FieldValues, type Path, type PathValue, type UseFormReturn, useFormState, useWatch } from 'react-hook-form';
import { CityDistrictFields } from './city-district-fields';

interface CityDistrictFormFieldsProps<T extends FieldValues> {
  form: Pick<UseFormReturn<T>, 'control' | 'setValue' | 'getFieldState'>;
  /** The form's own field names; `cityCode` only where the form keeps the plate code too. */
  names: { city: Path<T>; district: Path<T>; cityCode?: Path<T> };
}

/**
 * The il and ilçe pickers wired into a react-hook-form form: a choice fills the fields and re-checks them once the form was sent.
 * It reads the two values with useWatch, so typing elsewhere in the form does not re-render the 81 cities, and a choice here
 * does not re-render the form.
 */
export function CityDistrictFormFields<T extends FieldValues>({ form, names }: CityDistrictFormFieldsProps<T>) {
  const { control, setValue, getFieldState } = form;
  const [city, district] = useWatch({ control, name: [names.city, names.district] });
  const watched = [names.city, names.district, ...(names.cityCode ? [names.cityCode] : [])];
  const formState = useFormState({ control, name: watched });
  const errorOf = (name: Path<T> | undefined) => (name ? getFieldState(name, formState).error?.message : undefined);
  const write = (name: Path<T>, value: string) =>
    setValue(name, value as PathValue<T, Path<T>>, { shouldValidate: formState.isSubmitted, shouldDirty: true });

  return (
    <CityDistrictFields
      city={String(city ?? '')}
      district={String(district ?? '')}
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
