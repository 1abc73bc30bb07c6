import { countDays, listDays, type ReportRangeQuery, type SalesReportResponse } from '@pazaryeri/contract/reports/index';
import { sellerMessages } from '@pazaryeri/contract/sellers/index';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { findStoreByUserId } from '../sellers/sellers.service';

/**
 * The store's sales over a range of Turkish calendar days: one dailyOrders entry per day, zeros
 * included, so a chart needs no gap filling. Orders arrive with the orders module; until then
 * there is nothing sold and every figure is honestly zero.
 */
export async function getSalesReport(db: Db, userId: string, range: ReportRangeQuery): Promise<SalesReportResponse> {
  const store = await findStoreByUserId(db, userId);
  if (!store) throw new AppError('NOT_FOUND', sellerMessages.storeNotFound);
  return {
    productSales: [],
    dailyOrders: listDays(range.startDate, range.endDate).map((date) => ({ date, orders: 0, itemsSold: 0, revenue: 0 })),
    summary: {
      totalOrders: 0,
      totalRevenue: 0,
      totalItemsSold: 0,
      averageOrderValue: 0,
      currency: 'TRY',
      startDate: range.startDate,
      endDate: range.endDate,
      days: countDays(range.startDate, range.endDate),
    },
  };
}
