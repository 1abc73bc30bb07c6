import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PackageOpen } from 'lucide-react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';
import { PagedList, type ListQuery } from './paged-list';

const names = Array.from({ length: 25 }, (_, index) => `Ürün ${index + 1}`);
const idle: ListQuery = { isLoading: false, isError: false, isFetching: false, refetch: () => undefined };

/** A list of 25 names, 10 a page, behind a query whose state the test sets. */
function Products({ query, items = names, paged = true }: { query: ListQuery; items?: string[]; paged?: boolean }) {
  const [page, setPage] = useState(1);
  return (
    <PagedList
      query={query}
      items={query.isLoading || query.isError ? undefined : items.slice((page - 1) * 10, page * 10)}
      renderItem={(name) => <li key={name}>{name}</li>}
      className="space-y-3"
      label="Ürünler"
      loading={{ label: 'Ürünler yükleniyor', rows: 3, rowClassName: 'h-24' }}
      errorTitle="Ürünler yüklenemedi"
      empty={<EmptyState Icon={PackageOpen} title="Henüz ürün eklemediniz" />}
      pagination={paged ? { page, totalPages: Math.ceil(items.length / 10), total: items.length, onPageChange: setPage } : undefined}
    />
  );
}

/** A query that fails first and answers on the retry. */
function FailingOnce() {
  const [failed, setFailed] = useState(true);
  const query = { ...idle, isError: failed, error: { message: 'Sunucuya ulaşılamadı' }, refetch: () => setFailed(false) };
  return <Products query={query} />;
}

describe('PagedList', () => {
  it('announces placeholder rows until the first answer', () => {
    render(<Products query={{ ...idle, isLoading: true, isFetching: true }} />);
    const placeholder = screen.getByRole('list', { name: 'Ürünler yükleniyor' });
    expect(placeholder).toHaveAttribute('aria-busy', 'true');
    expect(within(placeholder).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText('Ürün 1')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Sayfalar' })).not.toBeInTheDocument();
  });

  it("shows what failed with the server's reason, and the retry brings the list", async () => {
    render(<FailingOnce />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Ürünler yüklenemedi');
    expect(alert).toHaveTextContent('Sunucuya ulaşılamadı');

    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Tekrar dene' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Ürünler' })).toHaveTextContent('Ürün 1');
  });

  it('says so when there is nothing to list', () => {
    render(<Products query={idle} items={[]} />);
    expect(screen.getByText('Henüz ürün eklemediniz')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Sayfalar' })).not.toBeInTheDocument();
  });

  it('lists a page and moves between pages', async () => {
    render(<Products query={idle} />);
    const user = userEvent.setup();
    const items = () => within(screen.getByRole('list', { name: 'Ürünler' })).getAllByRole('listitem');
    expect(items()).toHaveLength(10);
    expect(items()[0]).toHaveTextContent('Ürün 1');
    const pages = screen.getByRole('navigation', { name: 'Sayfalar' });
    expect(pages).toHaveTextContent('Sayfa 1 / 3');
    expect(within(pages).getByRole('button', { name: 'Önceki' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Sonraki' }));
    expect(pages).toHaveTextContent('Sayfa 2 / 3');
    expect(items()[0]).toHaveTextContent('Ürün 11');

    await user.click(within(pages).getByRole('button', { name: 'Sonraki' }));
    expect(items()).toHaveLength(5);
    expect(within(pages).getByRole('button', { name: 'Sonraki' })).toBeDisabled();
  });

  it('marks the shown page busy while the next one is fetched', () => {
    render(<Products query={{ ...idle, isFetching: true }} />);
    expect(screen.getByRole('list', { name: 'Ürünler' })).toHaveAttribute('aria-busy', 'true');
  });

  it('shows no pages for a list the server sends whole', () => {
    render(<Products query={idle} paged={false} />);
    expect(screen.getByRole('list', { name: 'Ürünler' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Sayfalar' })).not.toBeInTheDocument();
  });
});
