import { kurusToLira } from '@pazaryeri/contract/orders/index';
import { countDays, listDays, type ReportRangeQuery, type SalesReportResponse } from '@pazaryeri/contract/reports/index';
import { sellerMessages } from '@pazaryeri/contract/sellers/index';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { findStoreByUserId } from '../sellers';
import { selectSales } from './reports.queries';

/**
 * The store's sales over a range of Turkish calendar days, by the day each order was paid: one
 * dailyOrders entry per day, zeros included, so a chart needs no gap filling. Cancelled and
 * refunded parts are not sales; revenue is what buyers paid for the goods (coupons taken off,
 * shipping not included).
 */
export async function getSalesReport(db: Db, userId: string, range: ReportRangeQuery): Promise<SalesReportResponse> {
  const store = await findStoreByUserId(db, userId);
  if (!store) throw new AppError('NOT_FOUND', sellerMessages.storeNotFound);
  const { daily, byProduct } = await selectSales(db, store.id, range.startDate, range.endDate);
  const byDay = new Map(daily.map((row) => [row.day, row]));
  const dailyOrders = listDays(range.startDate, range.endDate).map((date) => {
    const row = byDay.get(date);
    return { date, orders: row?.orders ?? 0, itemsSold: row?.itemsSold ?? 0, revenue: kurusToLira(row?.revenue ?? 0) };
  });
  const totalOrders = daily.reduce((sum, row) => sum + row.orders, 0);
  const revenue = daily.reduce((sum, row) => sum + row.revenue, 0);
  return {
    productSales: byProduct.map((row) => ({ productId: row.productId, name: row.name, quantity: row.quantity, revenue: kurusToLira(row.revenue) })),
    dailyOrders,
    summary: {
      totalOrders,
      totalRevenue: kurusToLira(revenue),
      totalItemsSold: daily.reduce((sum, row) => sum + row.itemsSold, 0),
      averageOrderValue: totalOrders ? kurusToLira(revenue / totalOrders) : 0,
      currency: 'TRY',
      startDate: range.startDate,
      endDate: range.endDate,
      days: countDays(range.startDate, range.endDate),
    },
  };
}
