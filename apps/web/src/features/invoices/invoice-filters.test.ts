import { describe, expect, it } from 'vitest';
import { adminInvoiceFiltersFromParams, adminInvoiceFiltersToParams, adminInvoicesQueryOf, noInvoiceFilters } from './invoice-filters';

describe('the admin’s invoice filters', () => {
  it('round-trips through the address bar, keeping only what differs from the defaults', () => {
    const filters = { page: 2, kind: 'commission' as const, sellerId: 's1', month: '2026-10', missing: false };
    const params = adminInvoiceFiltersToParams(filters);
    expect(params.toString()).toBe('tur=commission&magaza=s1&ay=2026-10&sayfa=2');
    expect(adminInvoiceFiltersFromParams(params)).toEqual(filters);
    expect(adminInvoiceFiltersToParams(noInvoiceFilters).toString()).toBe('');
  });

  it('drops an unknown kind, a malformed month and a bad page', () => {
    expect(adminInvoiceFiltersFromParams(new URLSearchParams('tur=iade&ay=2026-13&sayfa=-3&eksik=evet'))).toEqual(noInvoiceFilters);
  });

  it('asks the API for the missing list without a kind, and sends only the filters given', () => {
    expect(adminInvoicesQueryOf(noInvoiceFilters)).toEqual({ page: 1 });
    expect(adminInvoicesQueryOf({ page: 1, kind: 'sale', sellerId: 's1', month: '2026-10', missing: true })).toEqual({ page: 1, missing: 'true', sellerId: 's1', month: '2026-10' });
    expect(adminInvoiceFiltersToParams({ page: 1, kind: 'sale', sellerId: '', month: '', missing: true }).toString()).toBe('eksik=1');
  });
});
