import { X } from 'lucide-react';
import { useId, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { capabilityLimits, materialSuggestions } from '@pazaryeri/contract/sellers/capabilities';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useListMainCategoriesWithCountsQuery } from '@/features/categories';
import { cn } from '@/lib/cn';
import { useListCitiesQuery } from '@/lib/locations-api';

// The store capabilities form's three list pickers: categories from the catalogue tree, the
// provinces by plate code, and materials as tags.

const fold = (text: string) => text.toLocaleLowerCase('tr-TR');
const toggled = (list: string[], item: string, on: boolean) => (on ? [...list, item] : list.filter((entry) => entry !== item));

interface ListPickerProps {
  value: string[];
  onChange: (value: string[]) => void;
}

/** Chosen entries as chips, each with a remove button. */
function Chips({ label, items, onRemove }: { label: string; items: Array<{ id: string; text: string }>; onRemove: (id: string) => void }) {
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map(({ id, text }) => (
        <li key={id} className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-800">
          {text}
          <button type="button" onClick={() => onRemove(id)} aria-label={`${text} seçimini kaldır`} className="rounded-full p-0.5 hover:bg-brand-100">
            <X aria-hidden className="size-3.5" />
          </button>
        </li>
      ))}
    </ul>
  );
}

function CheckRow({ label, checked, disabled, note, onChange }: { label: string; checked: boolean; disabled?: boolean; note?: ReactNode; onChange: (on: boolean) => void }) {
  return (
    <label className={cn('flex items-center gap-2 rounded-md px-2 py-1.5 text-sm', disabled ? 'text-slate-400' : 'text-slate-700 hover:bg-slate-50')}>
      <input type="checkbox" className="size-4 accent-brand-600" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />
      {label}
      {note && <span className="text-xs text-slate-400">{note}</span>}
    </label>
  );
}

const listBox = 'max-h-64 overflow-y-auto rounded-lg border border-slate-200 p-1';

/**
 * Categories from the catalogue tree. A main category covers its subcategories, so choosing one
 * drops its chosen subcategories and shows them as covered.
 */
export function CategoryPicker({ value, onChange, knownNames }: ListPickerProps & { knownNames: Record<string, string> }) {
  const { data: tree = [], isLoading } = useListMainCategoriesWithCountsQuery();
  const [filter, setFilter] = useState('');
  const paths = useMemo(() => {
    const entries = tree.flatMap((main) => [[main._id, main.name], ...main.subCategories.map((sub) => [sub._id, `${main.name} › ${sub.name}`])]);
    return { ...knownNames, ...Object.fromEntries(entries) } as Record<string, string>;
  }, [tree, knownNames]);
  const chosen = new Set(value);
  const full = value.length >= capabilityLimits.categories;
  const wanted = fold(filter.trim());
  const visible = tree
    .map((main) => ({ main, subs: fold(main.name).includes(wanted) ? main.subCategories : main.subCategories.filter((sub) => fold(sub.name).includes(wanted)) }))
    .filter(({ main, subs }) => subs.length > 0 || fold(main.name).includes(wanted));

  const setMain = (id: string, on: boolean, subIds: string[]) => onChange(toggled(value.filter((entry) => !subIds.includes(entry)), id, on));

  return (
    <div className="space-y-3">
      <Chips label="Seçilen kategoriler" items={value.map((id) => ({ id, text: paths[id] ?? 'Kategori' }))} onRemove={(id) => onChange(value.filter((entry) => entry !== id))} />
      <Input type="search" aria-label="Kategori ara" placeholder="Kategori ara" value={filter} onChange={(event) => setFilter(event.target.value)} />
      {isLoading ? (
        <Spinner label="Kategoriler yükleniyor" />
      ) : (
        <ul aria-label="Katalog kategorileri" className={listBox}>
          {visible.map(({ main, subs }) => {
            const mainOn = chosen.has(main._id);
            return (
              <li key={main._id}>
                <CheckRow label={main.name} checked={mainOn} disabled={!mainOn && full} onChange={(on) => setMain(main._id, on, main.subCategories.map((sub) => sub._id))} />
                {subs.length > 0 && (
                  <ul className="ml-6 border-l border-slate-100 pl-1">
                    {subs.map((sub) => (
                      <li key={sub._id}>
                        <CheckRow
                          label={sub.name}
                          checked={mainOn || chosen.has(sub._id)}
                          disabled={mainOn || (!chosen.has(sub._id) && full)}
                          note={mainOn && 'ana kategoriyle kapsanıyor'}
                          onChange={(on) => onChange(toggled(value, sub._id, on))}
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
          {visible.length === 0 && <li className="px-2 py-3 text-sm text-slate-500">Aramanıza uyan kategori yok.</li>}
        </ul>
      )}
    </div>
  );
}

/** The 81 provinces with their plate codes, searchable by name or code; all disabled under "Tüm Türkiye". */
export function CityPicker({ value, onChange, disabled }: ListPickerProps & { disabled: boolean }) {
  const { data: cities = [], isLoading } = useListCitiesQuery();
  const [filter, setFilter] = useState('');
  const sorted = useMemo(() => [...cities].sort((a, b) => a.cityCode.localeCompare(b.cityCode)), [cities]);
  const names = useMemo(() => Object.fromEntries(cities.map((city) => [city.cityCode, `${city.cityCode} ${city.name}`])), [cities]);
  const wanted = fold(filter.trim());
  const visible = sorted.filter((city) => city.cityCode.startsWith(wanted) || fold(city.name).includes(wanted));
  const chosen = new Set(value);

  return (
    <fieldset disabled={disabled} className="space-y-3 disabled:opacity-60">
      <legend className="sr-only">Hizmet verilen iller</legend>
      {!disabled && <Chips label="Seçilen iller" items={value.map((code) => ({ id: code, text: names[code] ?? code }))} onRemove={(code) => onChange(value.filter((entry) => entry !== code))} />}
      <Input type="search" aria-label="İl ara" placeholder="İl adı ya da plaka kodu" value={filter} onChange={(event) => setFilter(event.target.value)} />
      {isLoading ? (
        <Spinner label="İller yükleniyor" />
      ) : (
        <ul aria-label="İller" className={cn(listBox, 'grid gap-x-2 sm:grid-cols-2 lg:grid-cols-3')}>
          {visible.map((city) => (
            <li key={city.cityCode}>
              <CheckRow label={`${city.cityCode} ${city.name}`} checked={!disabled && chosen.has(city.cityCode)} onChange={(on) => onChange(toggled(value, city.cityCode, on))} />
            </li>
          ))}
          {visible.length === 0 && <li className="px-2 py-3 text-sm text-slate-500">Aramanıza uyan il yok.</li>}
        </ul>
      )}
    </fieldset>
  );
}

/** Why a typed material cannot be added, or null. The contract's limits: 2–40 characters, at most 20, no duplicates in Turkish case. */
function materialProblem(material: string, value: string[]): string | null {
  const { min, max } = capabilityLimits.material;
  if (material.length < min) return `Malzeme adı en az ${min} karakter olmalı.`;
  if (material.length > max) return `Malzeme adı en fazla ${max} karakter olabilir.`;
  if (value.some((entry) => fold(entry) === fold(material))) return 'Bu malzeme zaten ekli.';
  return null;
}

/** Materials as tags: typed freely with the contract's suggestions, added with Enter or "Ekle". */
export function MaterialTags({ value, onChange, error }: ListPickerProps & { error?: string }) {
  const listId = useId();
  const errorId = useId();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const full = value.length >= capabilityLimits.materials;
  const shown = problem ?? error;

  const add = () => {
    const material = draft.trim().replace(/\s+/g, ' ');
    const reason = materialProblem(material, value);
    setProblem(reason);
    if (reason) return;
    onChange([...value, material]);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <div className="space-y-2">
      <Chips label="Malzemeler" items={value.map((material) => ({ id: material, text: material }))} onRemove={(material) => onChange(value.filter((entry) => entry !== material))} />
      <div className="flex gap-2">
        <Input
          aria-label="Malzeme"
          list={listId}
          placeholder={full ? `En fazla ${capabilityLimits.materials} malzeme` : 'Örnek: Paslanmaz çelik'}
          value={draft}
          disabled={full}
          maxLength={capabilityLimits.material.max + 10}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? errorId : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            setProblem(null);
          }}
          onKeyDown={onKeyDown}
        />
        <Button variant="outline" onClick={add} disabled={full || !draft.trim()}>
          Ekle
        </Button>
      </div>
      <datalist id={listId}>
        {materialSuggestions.map((material) => (
          <option key={material} value={material} />
        ))}
      </datalist>
      {shown && (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {shown}
        </p>
      )}
    </div>
  );
}
