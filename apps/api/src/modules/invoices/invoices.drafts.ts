import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { InvoiceDraft, InvoiceLine, InvoiceParty, VatRate } from '../../integrations/invoicing';
import { vatTotals } from '../../lib/vat';
import { type BillingIdentitySnapshot, orderItems, orders, type SellerOrderRow, type ShippingAddressSnapshot, sellerOrders } from '../../db/schema/orders';
import { type SellerRow, sellers } from '../../db/schema/sellers';
import type { Config } from '../../config';

const country = 'Türkiye';
const knownRates: readonly VatRate[] = [0, 1, 10, 20];
const asRate = (rate: number): VatRate => (knownRates.includes(rate as VatRate) ? (rate as VatRate) : 20);

/** A store as the seller on its invoice: a VKN makes it a company, a TCKN a sole trader. */
export function storeParty(store: Pick<SellerRow, 'storeName' | 'taxNumber' | 'taxOffice' | 'storeAddress' | 'contactEmail' | 'contactPhone'>): InvoiceParty {
  const address = store.storeAddress;
  return {
    kind: store.taxNumber.length === 10 ? 'corporate' : 'individual',
    name: store.storeName,
    taxNumber: store.taxNumber,
    taxOffice: store.taxOffice,
    address: { line: address.street, district: address.district, city: address.city, postalCode: address.zip || null, country },
    email: store.contactEmail,
    phone: store.contactPhone,
  };
}

/** The platform as the seller of its commission (PLATFORM_* settings). */
export function platformParty(config: Config): InvoiceParty {
  const { platform } = config.invoicing;
  return {
    kind: 'corporate',
    name: platform.name,
    taxNumber: platform.taxNumber,
    taxOffice: platform.taxOffice,
    address: { ...platform.address, country },
  };
}

/**
 * The buyer as the order recorded them: the billing identity chosen at checkout, else the
 * delivery address's recipient as a person (e-Arşiv's placeholder TCKN stands in for none).
 */
export function buyerParty(billing: BillingIdentitySnapshot | null, shipping: ShippingAddressSnapshot | null, fallbackName: string): InvoiceParty {
  if (billing) {
    return {
      kind: billing.kind,
      name: billing.name,
      taxNumber: billing.kind === 'corporate' ? billing.vkn : billing.tckn,
      taxOffice: billing.kind === 'corporate' ? billing.taxOffice : null,
      address: { line: billing.addressLine, district: billing.district, city: billing.city, postalCode: billing.postalCode, country },
    };
  }
  return {
    kind: 'individual',
    name: shipping?.fullName ?? fallbackName,
    taxNumber: null,
    taxOffice: null,
    address: shipping
      ? { line: [shipping.neighbourhood, shipping.addressLine].filter(Boolean).join(' '), district: shipping.district, city: shipping.city, postalCode: shipping.postalCode ?? null, country }
      : { line: '-', district: '-', city: '-', country },
  };
}

interface GrossInvoiceLine {
  name: string;
  quantity: number;
  unit: string;
  gross: number;
  rate: VatRate;
}

/** Lines charged VAT-inclusive, split exactly (lib/vat.ts): the totals are the lines' sums. */
export function splitLines(lines: GrossInvoiceLine[]): { lines: InvoiceLine[]; totals: InvoiceDraft['totals'] } {
  const split = vatTotals(lines);
  return {
    lines: split.lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      unit: line.unit,
      unitPriceGross: Math.round(line.gross / line.quantity),
      net: line.net,
      vat: line.vat,
      gross: line.gross,
      vatRate: line.rate,
    })),
    totals: split.totals,
  };
}

export interface SalePart {
  partId: string;
  orderId: string;
  orderNumber: string;
  buyerId: string;
  status: SellerOrderRow['status'];
  sellerId: string;
}

/** A part with what its invoice needs, or null. */
export async function loadSalePart(db: Db, partId: string): Promise<(SalePart & { store: SellerRow; shippingCost: number; billing: BillingIdentitySnapshot | null; shipping: ShippingAddressSnapshot | null }) | null> {
  const [row] = await db
    .select({
      partId: sellerOrders.id,
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      buyerId: orders.buyerId,
      status: sellerOrders.status,
      sellerId: sellerOrders.sellerId,
      shippingCost: sellerOrders.shippingCost,
      billing: orders.billingIdentity,
      shipping: orders.shippingAddress,
      store: sellers,
    })
    .from(sellerOrders)
    .innerJoin(orders, eq(orders.id, sellerOrders.orderId))
    .innerJoin(sellers, eq(sellers.id, sellerOrders.sellerId))
    .where(eq(sellerOrders.id, partId));
  return row ?? null;
}

/**
 * The store's sale invoice for one part of an order: each line at its VAT rate as sold, after its
 * share of a coupon, and the part's shipping as a service at 20 %. Adds up to the part's total.
 */
export async function saleDraft(db: Db, part: NonNullable<Awaited<ReturnType<typeof loadSalePart>>>, issueDate: Date): Promise<InvoiceDraft> {
  const items = await db
    .select({ name: orderItems.productName, variant: orderItems.variantName, size: orderItems.sizeLabel, quantity: orderItems.quantity, lineTotal: orderItems.lineTotal, discount: orderItems.discount, vatRate: orderItems.vatRate })
    .from(orderItems)
    .where(eq(orderItems.sellerOrderId, part.partId))
    .orderBy(asc(orderItems.createdAt));
  const gross: GrossInvoiceLine[] = items.map((item) => ({
    name: [item.name, [item.variant, item.size].filter(Boolean).join(' / ')].filter(Boolean).join(' — '),
    quantity: item.quantity,
    unit: 'Adet',
    gross: item.lineTotal - item.discount,
    rate: asRate(item.vatRate),
  }));
  if (part.shippingCost > 0) gross.push({ name: 'Kargo bedeli', quantity: 1, unit: 'Adet', gross: part.shippingCost, rate: 20 });
  const { lines, totals } = splitLines(gross.filter((line) => line.gross > 0));
  return {
    reference: `sale-${part.partId}`,
    kind: 'sale',
    issueDate,
    seller: storeParty(part.store),
    buyer: buyerParty(part.billing, part.shipping, 'Alıcı'),
    lines,
    totals,
    currency: 'TRY',
    note: `Sipariş no: ${part.orderNumber}`,
  };
}
