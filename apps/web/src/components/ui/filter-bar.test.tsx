import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FilterBar, FilterSelect } from './filter-bar';

interface Filters {
  search: string;
  kind: string;
}

/** A list's filters and, under them, what the list would be asked for. */
function CouponFilters({ showButtonText }: { showButtonText?: boolean }) {
  const [filters, setFilters] = useState<Filters>({ search: '', kind: '' });
  const [search, setSearch] = useState('');
  return (
    <>
      <FilterBar
        className="grid gap-3 p-4"
        search={{
          label: 'Kupon kodu ara',
          placeholder: 'Kupon kodu',
          value: search,
          onValueChange: setSearch,
          onSubmit: (text) => setFilters({ ...filters, search: text.trim() }),
          showButtonText,
        }}
      >
        <FilterSelect
          label="Kupon türü"
          value={filters.kind}
          onChange={(kind) => setFilters({ ...filters, kind })}
          allLabel="Tüm türler"
          options={[
            ['store', 'Mağaza kuponu'],
            ['follower', 'Takipçi kuponu'],
          ]}
        />
      </FilterBar>
      <output>{JSON.stringify(filters)}</output>
      <button type="button" onClick={() => setSearch('')}>
        Filtreleri temizle
      </button>
    </>
  );
}

const asked = () => JSON.parse(screen.getByRole('status').textContent ?? '{}') as Filters;

describe('FilterBar', () => {
  it('applies the search only when it is sent, with Enter or the "Ara" button', async () => {
    render(<CouponFilters />);
    const user = userEvent.setup();
    const box = screen.getByRole('textbox', { name: 'Kupon kodu ara' });
    expect(box).toHaveAttribute('placeholder', 'Kupon kodu');

    await user.type(box, ' YAZ25 ');
    expect(asked().search).toBe('');
    await user.click(within(screen.getByRole('search')).getByRole('button', { name: 'Ara' }));
    expect(asked().search).toBe('YAZ25');

    await user.clear(box);
    await user.type(box, 'KIS10{Enter}');
    expect(asked().search).toBe('KIS10');
  });

  it('shows "Ara" beside the icon when asked, and the caller can empty the box', async () => {
    render(<CouponFilters showButtonText />);
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Ara' })).toHaveTextContent('Ara');
    await user.type(screen.getByRole('textbox', { name: 'Kupon kodu ara' }), 'YAZ25');
    await user.click(screen.getByRole('button', { name: 'Filtreleri temizle' }));
    expect(screen.getByRole('textbox', { name: 'Kupon kodu ara' })).toHaveValue('');
  });

  it('has the icon alone named "Ara" by default', () => {
    render(<CouponFilters />);
    expect(screen.getByRole('button', { name: 'Ara' })).toHaveTextContent('');
  });
});

describe('FilterSelect', () => {
  it('offers "all" first, then the options in order, and applies a choice at once', async () => {
    render(<CouponFilters />);
    const user = userEvent.setup();
    const select = screen.getByRole('combobox', { name: 'Kupon türü' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Tüm türler', 'Mağaza kuponu', 'Takipçi kuponu']);
    expect(select).toHaveValue('');

    await user.selectOptions(select, 'Takipçi kuponu');
    expect(asked().kind).toBe('follower');
    await user.selectOptions(select, 'Tüm türler');
    expect(asked().kind).toBe('');
  });
});
