import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormActions } from './form-actions';

function AddressForm({ submitting, onSubmit, onCancel }: { submitting: boolean; onSubmit: () => void; onCancel: () => void }) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <FormActions submitting={submitting} onCancel={onCancel}>
        Adresi Kaydet
      </FormActions>
    </form>
  );
}

describe('FormActions', () => {
  it('sends the form with its submit button and gives up with "Vazgeç"', async () => {
    const onSubmit = vi.fn();
    const onCancel = vi.fn();
    render(<AddressForm submitting={false} onSubmit={onSubmit} onCancel={onCancel} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Vazgeç' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Adresi Kaydet' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('holds both buttons while the form is being sent', () => {
    render(<AddressForm submitting onSubmit={() => undefined} onCancel={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Vazgeç' })).toBeDisabled();
    const submit = screen.getByRole('button', { name: 'Adresi Kaydet' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAttribute('aria-busy', 'true');
  });
});
