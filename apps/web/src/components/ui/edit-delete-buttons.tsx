import { Pencil, Trash2 } from 'lucide-react';
import { Button } from './button';

interface EditDeleteButtonsProps {
  /** Opens each button's name, e.g. "Ev adresini" gives "Ev adresini düzenle" and "Ev adresini sil". */
  subject: string;
  onEdit: () => void;
  onDelete: () => void;
  disabled?: boolean;
}

/** A card's small "Düzenle" and red "Sil" pair; the caller lays them out beside its other actions. */
export function EditDeleteButtons({ subject, onEdit, onDelete, disabled }: EditDeleteButtonsProps) {
  return (
    <>
      <Button size="sm" variant="ghost" onClick={onEdit} disabled={disabled} aria-label={`${subject} düzenle`}>
        <Pencil aria-hidden className="size-4" />
        Düzenle
      </Button>
      <Button size="sm" variant="ghost" className="text-red-600 hover:bg-red-50" onClick={onDelete} disabled={disabled} aria-label={`${subject} sil`}>
        <Trash2 aria-hidden className="size-4" />
        Sil
      </Button>
    </>
  );
}
