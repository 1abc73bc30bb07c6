import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SellerOrderStatus, SellerOrderView } from '@pazaryeri/contract/orders/index';
import { seller, sessionOf } from '@/testing/fixtures';
import { json, mockFetch } from '@/testing/mock-fetch';
import { digitalOrderItemOf, orderItemOf, sellerOrderOf } from '@/testing/order-fixtures';
import { preloadSellerPanel, renderApp } from '@/testing/render-app';
import { storeOf } from '@/testing/seller-fixtures';

beforeAll(() => preloadSellerPanel());

type Handler = Parameters<typeof mockFetch>[0][string];

/** The store's list as the server answers it, with the routes a test adds. */
function storeServer(parts: SellerOrderView[], routes: Record<string, Handler> = {}) {
  return mockFetch({
    'GET /api/auth/session': () => json(sessionOf(seller)),
    'GET /api/seller/user/u2': () => json(storeOf()),
    'GET /api/orders/seller-orders': () => json({ orders: parts, page: 1, limit: 10, total: parts.length, totalPages: 1 }),
    ...routes,
  });
}

async function cardOf(orderNumber: string) {
  return (await screen.findByText(`Sipariş ${orderNumber}`)).closest('li')!;
}

/** One part per status, each with a physical and a digital line. */
const partsIn = (statuses: SellerOrderStatus[]) =>
  statuses.map((status, index) =>
    sellerOrderOf({
      _id: `so-${status}`,
      orderNumber: `PZ-${index}`,
      status,
      carrier: 'Yurtiçi Kargo',
      trackingNumber: `YK${index}`,
      items: [orderItemOf(), digitalOrderItemOf()],
    }),
  );

describe('seller orders: the store’s own file for a digital line', () => {
  it('uploads it as multipart with progress, says it was delivered, and then offers to replace it', async () => {
    const part = sellerOrderOf({ status: 'preparing', statusLabel: 'Hazırlanıyor', items: [orderItemOf(), digitalOrderItemOf()] });
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { sent } = storeServer([part], {
      'POST /api/orders/upload': async () => {
        await gate;
        part.items = part.items.map((item) => (item.isDigital ? { ...item, hasDeliveryFile: true } : item));
        return json({ message: 'Dijital ürün başarıyla yüklendi. Dijital ürün başarıyla teslim edildi.', order: part });
      },
    });
    renderApp('/seller-panel/order', { user: seller });
    const user = userEvent.setup({ delay: null });

    const card = await cardOf('PZ250612-7K3Q9X');
    expect(within(card).queryByRole('button', { name: 'Paslanmaz Çelik Kaynak Teli 1.2 mm: Teslimat dosyası yükle' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'DN50 Flanş STL Modeli: Teslimat dosyası yükle' }));
    const dialog = screen.getByRole('dialog', { name: 'Teslimat dosyası yükle' });
    await user.upload(within(dialog).getByLabelText('Dosya'), new File(['solid flange'], 'flans.stl', { type: 'model/stl' }));
    await user.type(within(dialog).getByLabelText('Dosya adı'), 'dn50-flans-ozel.stl');
    await user.click(within(dialog).getByRole('button', { name: 'Yükle ve teslim et' }));

    expect(await within(dialog).findByRole('button', { name: 'Yükleniyor…' })).toBeDisabled();
    release();
    expect(await screen.findByText('Dijital ürün başarıyla teslim edildi.')).toBeInTheDocument();
    const [request] = sent('POST', '/api/orders/upload');
    expect(request!.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request!.formData();
    expect([...form.keys()]).toEqual(['orderId', 'productId', 'fileName', 'file']);
    expect(form.get('orderId')).toBe('o1');
    expect(form.get('productId')).toBe('p2');
    expect(form.get('fileName')).toBe('dn50-flans-ozel.stl');
    const file = form.get('file') as File;
    expect(file.name).toBe('flans.stl');
    expect(file.size).toBe('solid flange'.length);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(card).findByRole('button', { name: 'DN50 Flanş STL Modeli: Dosyayı değiştir' })).toBeInTheDocument();
    expect(within(card).getByText(/dijital teslim edildi · teslimat dosyanız yüklendi/)).toBeInTheDocument();
  });

  it('a second upload replaces the file: the dialog says so and sends no new name', async () => {
    // The line as the server lists it once a file was delivered (the end of the test above).
    const part = sellerOrderOf({ status: 'preparing', statusLabel: 'Hazırlanıyor', items: [orderItemOf(), digitalOrderItemOf({ hasDeliveryFile: true })] });
    const { sent } = storeServer([part], {
      'POST /api/orders/upload': () => json({ message: 'Dijital ürün başarıyla yüklendi. Dijital ürün başarıyla teslim edildi.', order: part }),
    });
    renderApp('/seller-panel/order', { user: seller });
    const user = userEvent.setup({ delay: null });

    const card = await cardOf('PZ250612-7K3Q9X');
    await user.click(within(card).getByRole('button', { name: 'DN50 Flanş STL Modeli: Dosyayı değiştir' }));
    const again = screen.getByRole('dialog', { name: 'Teslimat dosyasını değiştir' });
    await user.upload(within(again).getByLabelText('Dosya'), new File(['solid flange v2'], 'flans-v2.stl', { type: 'model/stl' }));
    await user.click(within(again).getByRole('button', { name: 'Dosyayı değiştir' }));
    expect(await screen.findByText('Dijital ürün başarıyla güncellendi.')).toBeInTheDocument();
    const second = await sent('POST', '/api/orders/upload')[0]!.formData();
    expect(second.has('fileName')).toBe(false);
    expect((second.get('file') as File).name).toBe('flans-v2.stl');
  });

  it('asks for a file before sending anything', async () => {
    const { sent } = storeServer([sellerOrderOf({ items: [digitalOrderItemOf()] })]);
    renderApp('/seller-panel/order', { user: seller });
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole('button', { name: 'DN50 Flanş STL Modeli: Teslimat dosyası yükle' }));
    const dialog = screen.getByRole('dialog', { name: 'Teslimat dosyası yükle' });
    await user.click(within(dialog).getByRole('button', { name: 'Yükle ve teslim et' }));

    expect(await within(dialog).findByText('Lütfen bir dosya seçin.')).toBeInTheDocument();
    expect(sent('POST', '/api/orders/upload')).toHaveLength(0);
  });

  it('shows the server’s refusal in the dialog and as a toast, and keeps the dialog open', async () => {
    const refusal = 'Dosya türü desteklenmiyor. PDF, ZIP, RAR, 7Z, GZ, STL, OBJ, STEP, IGES, DWG veya DXF yükleyin.';
    storeServer([sellerOrderOf({ items: [digitalOrderItemOf()] })], {
      'POST /api/orders/upload': () => json({ message: refusal, code: 'UNSUPPORTED_MEDIA_TYPE' }, 415),
    });
    renderApp('/seller-panel/order', { user: seller });
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole('button', { name: 'DN50 Flanş STL Modeli: Teslimat dosyası yükle' }));
    const dialog = screen.getByRole('dialog', { name: 'Teslimat dosyası yükle' });
    await user.upload(within(dialog).getByLabelText('Dosya'), new File(['MZ'], 'flans.stl', { type: 'model/stl' }));
    await user.click(within(dialog).getByRole('button', { name: 'Yükle ve teslim et' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    await waitFor(() => expect(screen.getAllByText(refusal).filter((element) => !dialog.contains(element))).toHaveLength(1));
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Yükle ve teslim et' })).toBeEnabled();
  });

  it('is offered while the server takes a file (paid to completed), not once the part was cancelled or refunded', async () => {
    storeServer(partsIn(['paid', 'preparing', 'shipped', 'delivered', 'completed', 'cancelled', 'refunded']));
    renderApp('/seller-panel/order', { user: seller });

    const offered = async (orderNumber: string) =>
      within(await cardOf(orderNumber)).queryByRole('button', { name: 'DN50 Flanş STL Modeli: Teslimat dosyası yükle' }) !== null;
    expect(await Promise.all(['PZ-0', 'PZ-1', 'PZ-2', 'PZ-3', 'PZ-4', 'PZ-5', 'PZ-6'].map(offered))).toEqual([true, true, true, true, true, false, false]);
  });
});

describe('seller orders: correcting the shipping details', () => {
  it('sends the edited carrier, tracking number and note, and shows them once saved', async () => {
    const part = sellerOrderOf({ status: 'shipped', statusLabel: 'Kargoya verildi', carrier: 'Yurtiçi Kargo', trackingNumber: '123456789012' });
    const { sent } = storeServer([part], {
      'PUT /api/orders/update/o1/p1': async (request) => {
        const body = (await request.json()) as { carrier: string; trackingNumber: string; note: string };
        Object.assign(part, { carrier: body.carrier, trackingNumber: body.trackingNumber, sellerNote: body.note });
        return json({ message: 'Sipariş bilgileri güncellendi.', order: part });
      },
    });
    renderApp('/seller-panel/order', { user: seller });
    const user = userEvent.setup({ delay: null });

    const card = await cardOf('PZ250612-7K3Q9X');
    await user.click(within(card).getByRole('button', { name: 'PZ250612-7K3Q9X: Kargo bilgisini düzenle' }));
    const dialog = screen.getByRole('dialog', { name: 'Kargo bilgisini düzenle' });
    const carrier = within(dialog).getByLabelText('Kargo firması');
    const tracking = within(dialog).getByLabelText('Takip numarası');
    expect(carrier).toHaveValue('Yurtiçi Kargo');
    expect(tracking).toHaveValue('123456789012');

    await user.clear(tracking);
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Takip numarası gerekli.')).toBeInTheDocument();
    expect(sent('PUT', '/api/orders/update/o1/p1')).toHaveLength(0);

    await user.clear(carrier);
    await user.type(carrier, 'Aras Kargo');
    await user.type(tracking, 'AR987654321');
    await user.type(within(dialog).getByLabelText('Not'), 'Koli değişti, yeni gönderi');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));

    expect(await screen.findByText('Sipariş bilgileri güncellendi.')).toBeInTheDocument();
    const [put] = sent('PUT', '/api/orders/update/o1/p1');
    expect(await put!.json()).toEqual({ carrier: 'Aras Kargo', trackingNumber: 'AR987654321', note: 'Koli değişti, yeni gönderi' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(card).findByText('AR987654321')).toBeInTheDocument();
    expect(card).toHaveTextContent('Alıcıya notunuz: Koli değişti, yeni gönderi');
  });

  it('shows the server’s refusal in the dialog', async () => {
    const refusal = 'Kapanmış bir siparişin kargo bilgileri değiştirilemez.';
    storeServer([sellerOrderOf({ status: 'delivered', carrier: 'Aras Kargo', trackingNumber: 'AR1' })], {
      'PUT /api/orders/update/o1/p1': () => json({ message: refusal, code: 'UNPROCESSABLE' }, 422),
    });
    renderApp('/seller-panel/order', { user: seller });
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole('button', { name: 'PZ250612-7K3Q9X: Kargo bilgisini düzenle' }));
    const dialog = screen.getByRole('dialog', { name: 'Kargo bilgisini düzenle' });
    await user.type(within(dialog).getByLabelText('Takip numarası'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(dialog).toBeInTheDocument();
  });

  it('is offered once shipped (shipped, delivered, completed), not before, not on ended parts, not for digital goods alone', async () => {
    const digitalOnly = sellerOrderOf({ _id: 'so-digital', orderNumber: 'PZ-D', status: 'delivered', items: [digitalOrderItemOf()] });
    storeServer([...partsIn(['paid', 'preparing', 'shipped', 'delivered', 'completed', 'cancelled', 'refunded']), digitalOnly]);
    renderApp('/seller-panel/order', { user: seller });

    const offered = async (orderNumber: string) =>
      within(await cardOf(orderNumber)).queryByRole('button', { name: `${orderNumber}: Kargo bilgisini düzenle` }) !== null;
    expect(await Promise.all(['PZ-0', 'PZ-1', 'PZ-2', 'PZ-3', 'PZ-4', 'PZ-5', 'PZ-6', 'PZ-D'].map(offered))).toEqual([
      false,
      false,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
