import type { PersonalDataSource } from './lib/personal-data';
import { addressesPersonalData } from './modules/addresses';
import { advertsPersonalData } from './modules/adverts';
import { blogPersonalData } from './modules/blog';
import { chatPersonalData } from './modules/chat';
import { couponsPersonalData } from './modules/coupons';
import { customizationPersonalData } from './modules/customization';
import { followsPersonalData } from './modules/follows';
import { freelancePersonalData } from './modules/freelance';
import { freelancerReviewsPersonalData } from './modules/freelancer-reviews';
import { invoicesPersonalData } from './modules/invoices';
import { marketingPersonalData } from './modules/marketing';
import { notificationsPersonalData } from './modules/notifications';
import { offersPersonalData } from './modules/offers';
import { ordersPersonalData } from './modules/orders';
import { paymentsPersonalData } from './modules/payments';
import { privacyPersonalData } from './modules/privacy';
import { productsPersonalData } from './modules/products';
import { questionsPersonalData } from './modules/questions';
import { reviewsPersonalData } from './modules/reviews';
import { sellersPersonalData } from './modules/sellers';
import { shippingPersonalData } from './modules/shipping';
import { stlPersonalData } from './modules/stl';
import { usersPersonalData } from './modules/users';

/**
 * Every domain's part of a person's data export, in the domains' layer order (modules/README.md):
 * the order of the folders in the ZIP and of the export's progress. A new domain that keeps
 * something of a person adds its part here.
 */
export const personalDataSources: readonly PersonalDataSource[] = [
  usersPersonalData,
  addressesPersonalData,
  sellersPersonalData,
  followsPersonalData,
  productsPersonalData,
  questionsPersonalData,
  customizationPersonalData,
  stlPersonalData,
  couponsPersonalData,
  ordersPersonalData,
  paymentsPersonalData,
  invoicesPersonalData,
  shippingPersonalData,
  reviewsPersonalData,
  freelancerReviewsPersonalData,
  chatPersonalData,
  notificationsPersonalData,
  advertsPersonalData,
  offersPersonalData,
  freelancePersonalData,
  blogPersonalData,
  marketingPersonalData,
  privacyPersonalData,
];
