import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoiceMessages, type InvoiceView } from '@pazaryeri/contract/invoices/index';
import type { SellerOrderStatus, SellerOrderView } from '@pazaryeri/contract/orders/index';
import { seller, sessionOf } from '@/testing/fixtures';
import { invoiceOf, uploadedInvoiceOf } from '@/testing/invoice-fixtures';
import { json, mockFetch } from '@/testing/mock-fetch';
import { sellerOrderOf } from '@/testing/order-fixtures';
import { preloadSellerPanel, renderApp } from '@/testing/render-app';
import { storeOf } from '@/testing/seller-fixtures';

beforeAll(() => preloadSellerPanel());

type Handler = Parameters<typeof mockFetch>[0][string];

/** The store's list, each part carrying its invoice as the server has it (the handlers change `invoices` as the server would). */
function storeServer(parts: SellerOrderView[], state: { invoices: InvoiceView[] }, routes: Record<string, Handler> = {}) {
  const withInvoices = () => parts.map((part) => ({ ...part, invoice: state.invoices.find((invoice) => invoice.partId === part._id) ?? null }));
  return mockFetch({
    'GET /api/auth/session': () => json(sessionOf(seller)),
    'GET /api/seller/user/u2': () => json(storeOf()),
    'GET /api/orders/seller-orders': () => json({ orders: withInvoices(), page: 1, limit: 10, total: parts.length, totalPages: 1 }),
    ...routes,
  });
}

async function invoiceBoxOf(orderNumber: string) {
  const card = (await screen.findByText(`Sipariş ${orderNumber}`)).closest('li')!;
  return within(card).findByRole('region', { name: `Sipariş ${orderNumber} faturası` });
}

const named = (action: string) => ({ name: `PZ250612-7K3Q9X: ${action}` });

describe('the store’s invoice on its part', () => {
  it('issues it through the provider after saying whose billing details it carries, then offers the PDF and XML and no change', async () => {
    const state = { invoices: [] as InvoiceView[] };
    const { sent } = storeServer([sellerOrderOf({ status: 'delivered', statusLabel: 'Teslim edildi' })], state, {
      'POST /api/orders/o1/parts/so1/invoice/issue': () => {
        state.invoices = [invoiceOf({ profile: 'EARSIVFATURA' })];
        return json({ invoice: state.invoices[0], message: invoiceMessages.issued }, 201);
      },
    });
    renderApp('/seller-panel/order', { user: seller });
    const user = userEvent.setup({ delay: null });

    const box = await invoiceBoxOf('PZ250612-7K3Q9X');
    await user.click(await within(box).findByRole('button', named('Fatura kes')));
    const dialog = screen.getByRole('dialog', { name: 'Fatura kesilsin mi?' });
    expect(dialog).toHaveTextContent('Fatura, alıcının siparişteki fatura bilgileriyle kesilecek.');
    await user.click(within(dialog).getByRole('button', { name: 'Faturayı kes' }));

    expect(await screen.findByText(invoiceMessages.issued)).toBeInTheDocument();
    expect(sent('POST', '/api/orders/o1/parts/so1/invoice/issue')).toHaveLength(1);
    expect(await within(box).findByText('PZR2025000000001')).toBeInTheDocument();
    expect(box).toHaveTextContent('e-Arşiv Fatura');
    expect(box).toHaveTextContent('Toplam ₺2.589,70 · KDV ₺431,62');
    expect(box).toHaveTextContent('Kesilmiş fatura değiştirilemez ve kaldırılamaz');
    expect(within(box).getByRole('button', named('Faturayı indir'))).toBeInTheDocument();
    expect(within(box).getByRole('button', named('Faturanın XML dosyasını indir'))).toBeInTheDocument();
    expect(within(box).queryByRole('button', named('Faturayı değiştir'))).not.toBeInTheDocument();
    expect(within(box).queryByRole('button', named('Faturayı kaldır'))).not.toBeInTheDocument();
  });

  it('shows the provider’s refusal as a toast and records nothing', async () => {
    const refusal = 'Kurumsal alıcının vergi dairesi eksik; fatura kesilemedi.';
    storeServer([sellerOrderOf()], { invoices: [] }, {
      'POST /api/orders/o1/parts/so1/invoice/issue': () => json({ message: refusal, code: 'UNPROCESSABLE' }, 422),
    });
    renderApp('/seller-panel/order', { user: seller });
    const user = userEvent.setup({ delay: null });

    const box = await invoiceBoxOf('PZ250612-7K3Q9X');
    await user.click(await within(box).findByRole('button', named('Fatura kes')));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Faturayı kes' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(box).getByRole('button', named('Fatura kes'))).toBeEnabled();
  });

  it('uploads the store’s own file as multipart `file`, then offers to replace or remove it', async () => {
    const state = { invoices: [] as InvoiceView[] };
    const { sent } = storeServer([sellerOrderOf({ status: 'shipped', statusLabel: 'Kargoya verildi' })], state, {
      'POST /api/orders/o1/parts/so1/invoice': () => {
        const replaced = state.invoices.length > 0;
        state.invoices = [uploadedInvoiceOf({ number: replaced ? 'ABC2025000000777' : null })];
        return json({ invoice: state.invoices[0], message: replaced ? invoiceMessages.replaced : invoiceMessages.uploaded }, 201);
      },
      'DELETE /api/orders/o1/parts/so1/invoice': () => {
        state.invoices = [];
        return json({ message: invoiceMessages.removed });
      },
    });
    renderApp('/seller-panel/order', { user: seller });
    const user = userEvent.setup({ delay: null });

    const box = await invoiceBoxOf('PZ250612-7K3Q9X');
    await user.click(await within(box).findByRole('button', named('Kendi faturamı yükle')));
    const dialog = screen.getByRole('dialog', { name: 'Kendi faturanızı yükleyin' });
    await user.click(within(dialog).getByRole('button', { name: 'Faturayı yükle' }));
    expect(await within(dialog).findByText(invoiceMessages.fileRequired)).toBeInTheDocument();
    expect(sent('POST', '/api/orders/o1/parts/so1/invoice')).toHaveLength(0);

    await user.upload(within(dialog).getByLabelText(/Fatura dosyası/), new File(['%PDF-1.7 fatura'], 'fatura.pdf', { type: 'application/pdf' }));
    expect(dialog).toHaveTextContent('fatura.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Faturayı yükle' }));
    expect(await screen.findByText(invoiceMessages.uploaded)).toBeInTheDocument();
    const form = await sent('POST', '/api/orders/o1/parts/so1/invoice')[0]!.formData();
    expect([...form.keys()]).toEqual(['file']);
    expect((form.get('file') as File).name).toBe('fatura.pdf');

    expect(await within(box).findByText('Mağaza faturası')).toBeInTheDocument();
    await user.click(within(box).getByRole('button', named('Faturayı değiştir')));
    const again = screen.getByRole('dialog', { name: 'Faturayı değiştir' });
    await user.upload(within(again).getByLabelText(/Fatura dosyası/), new File(['<Invoice/>'], 'fatura.xml', { type: 'application/xml' }));
    await user.click(within(again).getByRole('button', { name: 'Faturayı değiştir' }));
    expect(await screen.findByText(invoiceMessages.replaced)).toBeInTheDocument();
    expect(await within(box).findByText('ABC2025000000777')).toBeInTheDocument();

    await user.click(within(box).getByRole('button', named('Faturayı kaldır')));
    await user.click(within(screen.getByRole('dialog', { name: 'Yüklediğiniz fatura kaldırılsın mı?' })).getByRole('button', { name: 'Kaldır' }));
    expect(await screen.findByText(invoiceMessages.removed)).toBeInTheDocument();
    expect(await within(box).findByRole('button', named('Fatura kes'))).toBeEnabled();
    expect(sent('DELETE', '/api/orders/o1/parts/so1/invoice')).toHaveLength(1);
  });

  it('refuses a file over 10 MB before sending it, and shows the server’s refusal of a wrong file in the dialog', async () => {
    const { sent } = storeServer([sellerOrderOf()], { invoices: [] }, {
      'POST /api/orders/o1/parts/so1/invoice': () => json({ message: invoiceMessages.fileType, code: 'UNSUPPORTED_MEDIA_TYPE' }, 415),
    });
    renderApp('/seller-panel/order', { user: seller });
    const user = userEvent.setup({ delay: null });

    await user.click(await within(await invoiceBoxOf('PZ250612-7K3Q9X')).findByRole('button', named('Kendi faturamı yükle')));
    const dialog = screen.getByRole('dialog', { name: 'Kendi faturanızı yükleyin' });
    const input = within(dialog).getByLabelText(/Fatura dosyası/);
    await user.upload(input, new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'buyuk.pdf', { type: 'application/pdf' }));
    expect(await within(dialog).findByText(invoiceMessages.fileTooLarge)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Faturayı yükle' }));
    expect(sent('POST', '/api/orders/o1/parts/so1/invoice')).toHaveLength(0);

    await user.upload(input, new File(['MZ'], 'fatura.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Faturayı yükle' }));
    await waitFor(() => expect(within(dialog).getAllByRole('alert').some((alert) => alert.textContent?.includes(invoiceMessages.fileType))).toBe(true));
    expect(dialog).toBeInTheDocument();
  });

  it('is closed to cancelled and refunded parts, open from paid to completed', async () => {
    const statuses: SellerOrderStatus[] = ['paid', 'preparing', 'shipped', 'delivered', 'completed', 'cancelled', 'refunded'];
    storeServer(
      statuses.map((status, index) => sellerOrderOf({ _id: `so-${status}`, orderNumber: `PZ-${index}`, status })),
      { invoices: [] },
    );
    renderApp('/seller-panel/order', { user: seller });

    const enabled = async (orderNumber: string) => (await within(await invoiceBoxOf(orderNumber)).findByRole('button', { name: `${orderNumber}: Fatura kes` })).hasAttribute('disabled') === false;
    expect(await Promise.all(statuses.map((_, index) => enabled(`PZ-${index}`)))).toEqual([true, true, true, true, true, false, false]);
    expect(await invoiceBoxOf('PZ-5')).toHaveTextContent('İptal ya da iade edilen siparişe fatura eklenemez.');
  });
});
