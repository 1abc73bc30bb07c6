import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CustomTemplate } from '@pazaryeri/contract/customization/index';
import { orderLinesOf } from '@/features/cart';
import { buyer, sessionOf } from '@/testing/fixtures';
import { json, mockFetch } from '@/testing/mock-fetch';
import { productOf } from '@/testing/product-fixtures';
import { preloadPages, renderApp } from '@/testing/render-app';

beforeAll(() => preloadPages('/urun/pirinc-plaket', '/sepet'));

const plaque = productOf({ _id: 'p9', slug: 'pirinc-plaket', name: 'Pirinç Plaket', variants: [], stock: 20, price: 150, minimumOrderQuantity: 1, customTemplateId: 't1' });
const template: CustomTemplate = {
  _id: 't1',
  sellerId: 's1',
  name: 'Kişiye özel plaket',
  description: 'Yazıyı ve rengi seçin, isterseniz logonuzu ekleyin.',
  fields: [
    { key: 'yazi', label: 'Plaket yazısı', type: 'text', required: true, maxLength: 40 },
    { key: 'renk', label: 'Renk', type: 'choice', required: true, choices: ['Altın', 'Gümüş'] },
    { key: 'logo', label: 'Logo', type: 'image', required: false },
  ],
  productCount: 1,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const logoUrl = '/uploads/designs/logo.webp';

function api() {
  return mockFetch({
    'GET /api/auth/session': () => json(sessionOf(buyer)),
    'GET /api/categories/main/with-counts': () => json([]),
    'GET /api/products/pirinc-plaket': () => json(plaque),
    'GET /api/products/p9/recommendations': () => json({ products: [] }),
    'GET /api/products/custom-templates/t1': () => json({ template }),
    'POST /api/designs/images': () => json({ message: 'Tasarım görseli yüklendi.', images: [{ _id: 'd1', url: logoUrl }] }, 201),
    'POST /api/productCustomInput/add': () =>
      json(
        {
          message: 'Özelleştirme bilgileri kaydedildi.',
          customInput: {
            _id: 'ci1',
            productId: 'p9',
            productName: 'Pirinç Plaket',
            templateId: 't1',
            values: [
              { key: 'yazi', label: 'Plaket yazısı', type: 'text', value: 'Yılın Çalışanı' },
              { key: 'renk', label: 'Renk', type: 'choice', value: 'Gümüş' },
              { key: 'logo', label: 'Logo', type: 'image', value: logoUrl },
            ],
            createdAt: '2026-11-25T09:00:00.000Z',
          },
        },
        201,
      ),
  });
}

describe('a customizable product (/urun/:slug)', () => {
  it('asks for the template’s fields before "Sepete ekle", uploads the logo, and carries the values to the cart', async () => {
    const { sent } = api();
    const { store } = renderApp('/urun/pirinc-plaket', { user: buyer });
    const user = userEvent.setup();
    const form = await screen.findByRole('group', { name: 'Ürünü kişiselleştirin' });
    expect(form).toHaveTextContent('Yazıyı ve rengi seçin, isterseniz logonuzu ekleyin.');

    await user.click(screen.getByRole('button', { name: 'Sepete ekle' }));
    expect(await within(form).findByText('"Plaket yazısı" alanı zorunludur.')).toBeInTheDocument();
    expect(within(form).getByText('"Renk" alanı zorunludur.')).toBeInTheDocument();
    expect(sent('POST', '/api/productCustomInput/add')).toHaveLength(0);
    expect(store.getState().cart.items).toHaveLength(0);

    await user.type(within(form).getByLabelText('Plaket yazısı *'), 'Yılın Çalışanı');
    await user.selectOptions(within(form).getByLabelText('Renk *'), 'Gümüş');
    await user.upload(within(form).getByLabelText('Logo için görsel seçin'), new File(['png'], 'logo.png', { type: 'image/png' }));
    expect(await within(form).findByRole('img', { name: 'Logo önizlemesi' })).toHaveAttribute('src', logoUrl);

    await user.click(screen.getByRole('button', { name: 'Sepete ekle' }));
    expect(await screen.findByText('Ürün sepete eklendi')).toBeInTheDocument();
    const saved = sent('POST', '/api/productCustomInput/add')[0]!;
    const body = await saved.formData();
    expect(body.get('productId')).toBe('p9');
    expect(JSON.parse(String(body.get('values')))).toEqual({ yazi: 'Yılın Çalışanı', renk: 'Gümüş', logo: logoUrl });
    const [line] = store.getState().cart.items;
    expect(line).toMatchObject({ uniqueIdentifier: 'p9:-:-:ci1', customization: { customInputId: 'ci1' } });
    expect(orderLinesOf([line!])).toEqual([{ productId: 'p9', customInputId: 'ci1', quantity: 1 }]);
  });

  it('shows the values on the cart line', async () => {
    api();
    const first = renderApp('/urun/pirinc-plaket', { user: buyer });
    const user = userEvent.setup();
    const form = await screen.findByRole('group', { name: 'Ürünü kişiselleştirin' });
    await user.type(within(form).getByLabelText('Plaket yazısı *'), 'Yılın Çalışanı');
    await user.selectOptions(within(form).getByLabelText('Renk *'), 'Gümüş');
    await user.click(screen.getByRole('button', { name: 'Sepete ekle' }));
    expect(await screen.findByText('Ürün sepete eklendi')).toBeInTheDocument();
    first.unmount();

    renderApp('/sepet', { user: buyer });
    const list = await screen.findByLabelText('Özelleştirme');
    expect(list).toHaveTextContent('Plaket yazısı:Yılın Çalışanı');
    expect(list).toHaveTextContent('Renk:Gümüş');
  });
});
