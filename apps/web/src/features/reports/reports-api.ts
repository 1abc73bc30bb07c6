import type { SalesReportResponse } from '@pazaryeri/contract/reports/index';
import { sellerMessages } from '@pazaryeri/contract/sellers/messages';
import { api } from '@/lib/api-client';

export interface ReportRange {
  startDate: string;
  endDate: string;
}

export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSalesReport: build.query<SalesReportResponse, ReportRange>({
      query: (range) => ({ url: '/sellerReportRoute/sales-report', params: range }),
      extraOptions: { fallbackMessage: sellerMessages.salesReportFailed },
      providesTags: ['SalesReport'],
    }),
  }),
});

export const { useGetSalesReportQuery } = reportsApi;
