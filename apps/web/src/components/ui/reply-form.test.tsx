import { replyReviewBody } from '@pazaryeri/contract/reviews/index';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { ReplyForm } from './reply-form';

function renderForm(current: string | null, send = vi.fn(async () => ({ data: { message: 'Yanıtınız yayınlandı.' } }))) {
  render(
    <>
      <Toaster />
      <ReplyForm id="reply-1" label="Mağaza yanıtı" placeholder="Yanıtınızı yazın" current={current} maxLength={2000} schema={replyReviewBody} field="comment" send={send} sending={false} />
    </>,
  );
  return send;
}

describe('ReplyForm', () => {
  it('refuses what the API would refuse, in Turkish, and sends the trimmed text', async () => {
    const send = renderForm(null);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Yanıtla' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Yanıt gerekli.');
    await user.type(screen.getByLabelText('Mağaza yanıtı'), 'a');
    await user.click(screen.getByRole('button', { name: 'Yanıtla' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Yanıt en az 2 karakter olmalı.');
    expect(send).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Mağaza yanıtı'));
    await user.type(screen.getByLabelText('Mağaza yanıtı'), '  Teşekkür ederiz!  ');
    await user.click(screen.getByRole('button', { name: 'Yanıtla' }));
    expect(send).toHaveBeenCalledWith('Teşekkür ederiz!');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await screen.findByText('Yanıtınız yayınlandı.')).toBeInTheDocument();
  });

  it('starts from the reply already given and offers to correct it', () => {
    renderForm('Önceki yanıt');
    expect(screen.getByLabelText('Mağaza yanıtı')).toHaveValue('Önceki yanıt');
    expect(screen.getByRole('button', { name: 'Yanıtı güncelle' })).toBeInTheDocument();
  });
});
