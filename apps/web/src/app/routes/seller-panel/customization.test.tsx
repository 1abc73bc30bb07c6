import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CustomTemplate, CustomTemplateBody } from '@pazaryeri/contract/customization/index';
import { seller, sessionOf } from '@/testing/fixtures';
import { json, mockFetch } from '@/testing/mock-fetch';
import { preloadSellerPanel, renderApp } from '@/testing/render-app';
import { storeOf } from '@/testing/seller-fixtures';

beforeAll(() => preloadSellerPanel());

const plaque: CustomTemplate = {
  _id: 't1',
  sellerId: 's1',
  name: 'Kişiye özel plaket',
  description: 'Plakete yazılacak metin',
  fields: [
    { key: 'yazi', label: 'Plaket yazısı', type: 'text', required: true, maxLength: 40 },
    { key: 'renk', label: 'Renk', type: 'choice', required: false, choices: ['Altın', 'Gümüş'] },
  ],
  productCount: 3,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
};

function api(initial: CustomTemplate[]) {
  let templates = initial;
  return mockFetch({
    'GET /api/auth/session': () => json(sessionOf(seller)),
    'GET /api/seller/user/u2': () => json(storeOf()),
    'GET /api/products/custom-templates/all': () => json({ templates }),
    'POST /api/products/custom': async (request) => {
      const body = (await request.json()) as CustomTemplateBody;
      const created: CustomTemplate = {
        ...plaque,
        _id: 't2',
        name: body.name,
        description: body.description,
        fields: body.fields.map((field, index) => ({ ...field, key: `k${index}` })),
        productCount: 0,
      };
      templates = [created, ...templates];
      return json({ message: 'Özelleştirme şablonu başarıyla eklendi', template: created }, 201);
    },
    'PUT /api/products/custom-templates/t1': async (request) => {
      const body = (await request.json()) as CustomTemplateBody;
      templates = templates.map((template) => (template._id === 't1' ? { ...template, name: body.name } : template));
      return json({ message: 'Özelleştirme şablonu başarıyla güncellendi', template: templates[0] });
    },
  });
}

/**
 * A store without templates: its empty state, and the editor opened from it with a name and a
 * first field that is a choice list. One reference per input and button: the dialog stays open.
 */
async function startTemplate() {
  const user = userEvent.setup({ delay: null });
  const empty = (await screen.findByText('Henüz özelleştirme şablonunuz yok')).parentElement!;
  // The template list's own box: the empty state now, the cards once a template is saved.
  const list = empty.parentElement!;
  await user.click(within(empty).getByRole('button', { name: 'Yeni şablon' }));
  const dialog = await screen.findByRole('dialog', { name: 'Yeni özelleştirme şablonu' });
  const save = within(dialog).getByRole('button', { name: 'Şablonu kaydet' });
  const firstField = within(dialog).getByLabelText('Etiket').closest('div.rounded-xl') as HTMLElement;
  await user.type(within(dialog).getByLabelText('Şablon adı'), 'Lazer kazıma');
  await user.type(within(firstField).getByLabelText('Etiket'), 'Renk');
  await user.selectOptions(within(firstField).getByLabelText('Tür'), 'choice');
  return { user, list, dialog, save, firstField };
}

describe('customization templates (/seller-panel/customization)', () => {
  it('says what a template is when the store has none, and refuses a choice list without two choices (nothing sent)', async () => {
    const { sent } = api([]);
    renderApp('/seller-panel/customization', { user: seller });
    const { user, dialog, save } = await startTemplate();
    await user.click(save);
    expect(await within(dialog).findByText('"Renk" için en az iki seçenek girin.')).toBeInTheDocument();
    expect(sent('POST', '/api/products/custom')).toHaveLength(0);
  });

  it('creates one with a choice list and an image field, checked by the API’s schema, and lists it', async () => {
    const { sent } = api([]);
    renderApp('/seller-panel/customization', { user: seller });
    const { user, list, dialog, save, firstField } = await startTemplate();
    await user.type(within(firstField).getByLabelText('Seçenekler'), 'Siyah{Enter}Beyaz');
    await user.click(within(firstField).getByRole('switch', { name: 'Zorunlu alan' }));
    await user.click(within(dialog).getByRole('button', { name: 'Alan ekle' }));
    await user.type(within(dialog).getAllByLabelText('Etiket')[1]!, 'Logo');
    await user.selectOptions(within(dialog).getAllByLabelText('Tür')[1]!, 'image');
    await user.click(save);

    expect(await screen.findByText('Özelleştirme şablonu başarıyla eklendi')).toBeInTheDocument();
    expect(sent('POST', '/api/products/custom')).toHaveLength(1);
    expect(await sent('POST', '/api/products/custom')[0]!.json()).toEqual({
      name: 'Lazer kazıma',
      description: '',
      fields: [
        { label: 'Renk', type: 'choice', required: true, choices: ['Siyah', 'Beyaz'] },
        { label: 'Logo', type: 'image', required: false },
      ],
    });
    const card = (await within(list).findByRole('heading', { name: 'Lazer kazıma' })).closest('li')!;
    expect(card).toHaveTextContent('Renk · Seçenek listesi *');
    expect(card).toHaveTextContent('Logo · Görsel / tasarım dosyası');
  });

  it('lists templates with their fields and products, and edits one in place', async () => {
    const { sent } = api([plaque]);
    renderApp('/seller-panel/customization', { user: seller });
    const user = userEvent.setup({ delay: null });
    const card = (await screen.findByRole('heading', { name: 'Kişiye özel plaket' })).closest('li')!;
    expect(card).toHaveTextContent('3 üründe kullanılıyor');
    expect(card).toHaveTextContent('Plaket yazısı · Metin *');
    await user.click(within(card).getByRole('button', { name: 'Kişiye özel plaket şablonunu düzenle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Şablonu düzenle' });
    expect(within(dialog).getAllByLabelText('Etiket')[0]).toHaveValue('Plaket yazısı');
    const name = within(dialog).getByLabelText('Şablon adı');
    await user.clear(name);
    await user.type(name, 'Pirinç plaket');
    await user.click(within(dialog).getByRole('button', { name: 'Şablonu güncelle' }));
    expect(await screen.findByText('Özelleştirme şablonu başarıyla güncellendi')).toBeInTheDocument();
    const body = (await sent('PUT', '/api/products/custom-templates/t1')[0]!.json()) as CustomTemplateBody;
    expect(body.name).toBe('Pirinç plaket');
    expect(body.fields.map((field) => field.key)).toEqual(['yazi', 'renk']);
    expect(await screen.findByRole('heading', { name: 'Pirinç plaket' })).toBeInTheDocument();
  });
});
