import {
  Box,
  Boxes,
  ChartNoAxesCombined,
  FileDown,
  Handshake,
  Inbox,
  MessageCircleQuestion,
  MessageSquare,
  PackageCheck,
  PencilRuler,
  ReceiptText,
  SlidersHorizontal,
  SquarePen,
  Star,
  Store,
  TicketPercent,
  Truck,
  Wallet,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { sellerPanelPages, type SellerPanelPagePath } from './pages';

/**
 * The seller panel sidebar's icon for each page. Apart from pages.ts because the router reads
 * that list at startup: with the icons beside it, every visitor's first load carried the panel's icons.
 */
export const sellerPanelPageIcons: Record<SellerPanelPagePath, LucideIcon> = {
  dashboard: ChartNoAxesCombined,
  'product/product': Box,
  'product/digital': FileDown,
  stl: Boxes,
  'product/freelance': PencilRuler,
  'edit-product': SquarePen,
  customization: SlidersHorizontal,
  'edit-product/freelance': Wrench,
  order: PackageCheck,
  'order/freelance': ReceiptText,
  balance: Wallet,
  shipment: Truck,
  question: MessageCircleQuestion,
  review: Star,
  chat: MessageSquare,
  request: Inbox,
  offer: Handshake,
  coupon: TicketPercent,
  seller: Store,
};

/** The pages with their icons, as the seller panel sidebar list them. */
export const sellerPanelNavPages = sellerPanelPages.map((page) => ({ ...page, Icon: sellerPanelPageIcons[page.path] }));
