import { useId, type ComponentProps } from 'react';
import { Input } from '@/components/ui/input';

/** Carriers Turkish stores ship with; any other name may be typed. */
const carriers = ['Yurtiçi Kargo', 'Aras Kargo', 'MNG Kargo', 'PTT Kargo', 'Sürat Kargo', 'HepsiJET', 'Trendyol Express', 'UPS', 'DHL', 'Kolay Gelsin'];

/** A carrier name with the common ones suggested. */
export function CarrierInput(props: Omit<ComponentProps<'input'>, 'list'>) {
  const listId = useId();
  return (
    <>
      <Input list={listId} maxLength={60} {...props} />
      <datalist id={listId}>
        {carriers.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
    </>
  );
}
