import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createAppStore } from '@/app/store';
import { json, mockFetch } from '@/testing/mock-fetch';
import { cities, districtsByCity } from '@/testing/seller-fixtures';
import { CityDistrictFormFields } from './city-district-form-fields';

const delivery = z.object({
  cityCode: z.string().min(1, 'İl kodu gerekli.'),
  cityName: z.string().min(1, 'İl seçin.'),
  districtName: z.string().min(1, 'İlçe seçin.'),
});

function DeliveryForm({ onSubmit, initial }: { onSubmit: (values: z.infer<typeof delivery>) => void; initial?: Partial<z.infer<typeof delivery>> }) {
  const form = useForm({ resolver: zodResolver(delivery), defaultValues: { cityCode: '', cityName: '', districtName: '', ...initial } });
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <CityDistrictFormFields form={form} names={{ city: 'cityName', district: 'districtName', cityCode: 'cityCode' }} />
      <button type="submit">Kaydet</button>
    </form>
  );
}

function renderForm(props: Parameters<typeof DeliveryForm>[0]) {
  mockFetch({
    'GET /api/shipping/cities': () => json(cities),
    'GET /api/shipping/districts': (request) => json(districtsByCity[new URL(request.url).searchParams.get('cityCode') ?? ''] ?? []),
  });
  render(
    <Provider store={createAppStore().store}>
      <DeliveryForm {...props} />
    </Provider>,
  );
}

describe('CityDistrictFormFields', () => {
  it('fills the form’s city, plate code and district from the pickers', async () => {
    const onSubmit = vi.fn();
    renderForm({ onSubmit });
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByLabelText('İl')).toBeEnabled());
    expect(screen.getByLabelText('İlçe')).toBeDisabled();

    await user.selectOptions(screen.getByLabelText('İl'), 'Ankara');
    await waitFor(() => expect(screen.getByLabelText('İlçe')).toBeEnabled());
    await user.selectOptions(screen.getByLabelText('İlçe'), 'Yenimahalle');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ cityCode: '06', cityName: 'Ankara', districtName: 'Yenimahalle' });
  });

  it('shows a saved address’s city and district, and another city clears the district', async () => {
    const onSubmit = vi.fn();
    renderForm({ onSubmit, initial: { cityCode: '34', cityName: 'İstanbul', districtName: 'Kadıköy' } });
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByLabelText('İlçe')).toHaveDisplayValue('Kadıköy'));
    expect(screen.getByLabelText('İl')).toHaveDisplayValue('İstanbul');

    await user.selectOptions(screen.getByLabelText('İl'), 'Ankara');
    await waitFor(() => expect(screen.getByLabelText('İlçe')).toBeEnabled());
    expect(screen.getByLabelText('İlçe')).toHaveDisplayValue('İlçe seçin');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('İlçe seçin.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says what is missing once the form was sent, and a choice clears it at once', async () => {
    renderForm({ onSubmit: () => undefined });
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByLabelText('İl')).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('İl seçin.')).toBeInTheDocument();
    expect(screen.getByText('İlçe seçin.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('İl'), 'İstanbul');
    await waitFor(() => expect(screen.queryByText('İl seçin.')).not.toBeInTheDocument());
    expect(screen.getByText('İlçe seçin.')).toBeInTheDocument();
  });
});
