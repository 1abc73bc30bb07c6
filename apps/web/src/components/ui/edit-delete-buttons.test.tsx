import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EditDeleteButtons } from './edit-delete-buttons';

describe('EditDeleteButtons', () => {
  it('names both buttons after the card and runs each one’s action', async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    render(<EditDeleteButtons subject="Ev adresini" onEdit={onEdit} onDelete={onDelete} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Ev adresini düzenle' }));
    expect(onEdit).toHaveBeenCalledOnce();
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Ev adresini sil' }));
    expect(onDelete).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Ev adresini düzenle' })).toHaveTextContent('Düzenle');
    expect(screen.getByRole('button', { name: 'Ev adresini sil' })).toHaveTextContent('Sil');
  });

  it('holds both while the card is busy', () => {
    render(<EditDeleteButtons subject="Depo adresini" onEdit={() => undefined} onDelete={() => undefined} disabled />);
    expect(screen.getByRole('button', { name: 'Depo adresini düzenle' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Depo adresini sil' })).toBeDisabled();
  });
});
