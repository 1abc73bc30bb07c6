/** The catalogue's tree as one select: each main category, then its subcategories under it. */
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { useListMainCategoriesWithCountsQuery } from '@/features/categories';

interface CategoryFieldProps {
  value: string;
  onChange: (id: string) => void;
  required: boolean;
  error?: string;
}

export function CategoryField({ value, onChange, required, error }: CategoryFieldProps) {
  const { data: categories = [], isLoading } = useListMainCategoriesWithCountsQuery();
  return (
    <FormField label="Kategori" error={error} hint={required ? 'Talebiniz bu kategoride çalışan mağazalara ulaşır.' : 'İsteğe bağlı'}>
      <Select name="category" value={value} onChange={(event) => onChange(event.target.value)} disabled={isLoading} aria-required={required || undefined}>
        <option value="">{isLoading ? 'Kategoriler yükleniyor…' : 'Seçiniz'}</option>
        {categories.map((main) =>
          main.subCategories.length === 0 ? (
            <option key={main._id} value={main._id}>
              {main.name}
            </option>
          ) : (
            <optgroup key={main._id} label={main.name}>
              <option value={main._id}>{main.name} (tümü)</option>
              {main.subCategories.map((sub) => (
                <option key={sub._id} value={sub._id}>
                  {sub.name}
                </option>
              ))}
            </optgroup>
          ),
        )}
      </Select>
    </FormField>
  );
}
