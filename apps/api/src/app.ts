import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import catalogueCache from './plugins/app/catalogue-cache';
import type { Database } from './db/client';
import { seedDemoData } from './demo';
import { addressesRoutes, billingProfilesRoutes, shippingRoutes } from './modules/addresses';
import { shippingCargoRoutes, trackingForParts } from './modules/shipping';
import { adminSellersRoutes, adminUsersRoutes } from './modules/admin';
import { blogRoutes } from './modules/blog';
import { advertsContext, advertsRoutes } from './modules/adverts';
import { advertOffers, offersContext, offersRoutes, roomOffers } from './modules/offers';
import { matchingRoutes, mayQuote } from './modules/matching';
import { notificationsRoutes } from './modules/notifications';
import { adminChatsRoutes, chatRoutes } from './modules/chat';
import { customizationRoutes } from './modules/customization';
import { couponsRoutes, couponUsageRoutes } from './modules/coupons';
import { adminOrdersRoutes, ordersContext, ordersPorts, ordersRoutes } from './modules/orders';
import { paymentsRoutes, sellerBalance } from './modules/payments';
import { adminInvoicesRoutes, invoicesContext, invoicesOfParts, invoicesRoutes } from './modules/invoices';
import { freelanceContext, freelanceRoutes } from './modules/freelance';
import { freelancerReviewsRoutes } from './modules/freelancer-reviews';
import { type CategoriesPorts, categoriesRoutes } from './modules/categories';
import { followsRoutes } from './modules/follows';
import { marketingRoutes, subscriberRoutes } from './modules/marketing';
import { adminProductsRoutes, countVisibleProductsByCategory, type ProductsPorts, productsRoutes } from './modules/products';
import { questionsRoutes } from './modules/questions';
import { reportsRoutes } from './modules/reports';
import { adminReviewsRoutes, reviewsRoutes } from './modules/reviews';
import { sellerApprovalsRoutes, sellersRoutes } from './modules/sellers';
import { healthRoutes } from './modules/health';
import { sessionRoutes } from './modules/session';
import { removeModelOfProduct, stlRoutes } from './modules/stl';
import { ensureAdmin, usersRoutes } from './modules/users';
import { adminDataRequestsRoutes, privacyRoutes } from './modules/privacy';
import { personalDataSources } from './personal-data-sources';
import auth from './plugins/app/auth';
import domainEvents from './plugins/app/domain-events';
import errors, { frameworkErrors } from './plugins/app/errors';
import inputGuard from './plugins/app/input-guard';
import integrations from './plugins/app/integrations';
import jobs from './plugins/app/jobs';
import lifecycle from './plugins/app/lifecycle';
import metrics from './plugins/app/metrics';
import payments from './plugins/app/payments';
import cargo from './plugins/app/cargo';
import invoicing from './plugins/app/invoicing';
import shippingEvents from './plugins/app/shipping-events';
import web from './plugins/app/web';
import configPlugin from './plugins/external/config';
import db from './plugins/external/db';
import http from './plugins/external/http';
import redis from './plugins/external/redis';
import socketIo from './plugins/external/socket-io';
import swagger from './plugins/external/swagger';
import { requestLogger } from './lib/request-logger';

/** The demo catalogue's pictures drawn into their cache, no database needed: a first start's loader draws them ahead (first-start.ts). */
export { drawDemoCataloguePictures } from './demo/catalogue';

export interface BuildOptions {
  config: Config;
  /** An already open database (tests share one per file); otherwise opened from the config. */
  database?: Database;
}

/** The whole server: plugins from outside, then ours, then the routes under /api. */
export async function buildApp({ config, database }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.token', '*.card', '*.number', '*.cvc'],
    },
    genReqId: () => randomUUID(),
    childLoggerFactory: requestLogger,
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // Opening the embedded database and migrating it can take longer than Fastify's 10 s on a busy machine.
    pluginTimeout: 60_000,
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(configPlugin, { config });
  await app.register(lifecycle);
  await app.register(errors);
  await app.register(domainEvents);
  await app.register(db, { database });
  await app.register(metrics);
  await app.register(redis);
  await app.register(catalogueCache);
  await app.register(http);
  await app.register(inputGuard);
  await app.register(swagger);
  await app.register(auth);
  await app.register(integrations);
  await app.register(jobs);
  await app.register(payments);
  await app.register(cargo);
  await app.register(invoicing);
  await app.register(ordersPorts, { trackingOf: trackingForParts, invoicesOf: invoicesOfParts });
  await app.register(socketIo);

  // The lower domains' ports (modules/README.md): what they need from domains above them.
  const categoriesPorts: CategoriesPorts = { countVisibleProducts: countVisibleProductsByCategory };
  const productsPorts: ProductsPorts = { removeStlModel: removeModelOfProduct };

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(sessionRoutes, { prefix: '/auth' });
      await api.register(usersRoutes, { prefix: '/users' });
      await api.register(privacyRoutes, { prefix: '/users/me', sources: personalDataSources });
      await api.register(categoriesRoutes, { prefix: '/categories', ...categoriesPorts });
      await api.register(productsRoutes, { prefix: '/products', ...productsPorts });
      await api.register(customizationRoutes);
      await api.register(questionsRoutes, { prefix: '/questions' });
      await api.register(sellersRoutes, { prefix: '/seller' });
      await api.register(followsRoutes, { prefix: '/follow' });
      await api.register(reportsRoutes, { prefix: '/sellerReportRoute' });
      await api.register(addressesRoutes, { prefix: '/addresses' });
      await api.register(billingProfilesRoutes, { prefix: '/users/billing-profiles' });
      await api.register(shippingRoutes, { prefix: '/shipping' });
      await api.register(shippingCargoRoutes, { prefix: '/shipping' });
      await api.register(chatRoutes, { prefix: '/chat' });
      await api.register(notificationsRoutes, { prefix: '/notifications' });
      await api.register(ordersRoutes, { prefix: '/orders', sellerBalance });
      await api.register(paymentsRoutes);
      await api.register(invoicesRoutes);
      await api.register(couponsRoutes, { prefix: '/coupon' });
      await api.register(couponUsageRoutes, { prefix: '/userCouponUsage' });
      await api.register(blogRoutes, { prefix: '/blog' });
      await api.register(stlRoutes, { prefix: '/stl' });
      await api.register(advertsRoutes, { prefix: '/ilan', offers: advertOffers(app), mayQuote });
      await api.register(matchingRoutes, { prefix: '/ilan' });
      await api.register(offersRoutes, { prefix: '/offer' });
      await api.register(marketingRoutes);
      await api.register(subscriberRoutes, { prefix: '/subscriber' });
      await api.register(reviewsRoutes, { prefix: '/comment' });
      await api.register(freelanceRoutes);
      await api.register(freelancerReviewsRoutes, { prefix: '/reviews' });
      await api.register(
        async (admin) => {
          await admin.register(adminUsersRoutes, { personalData: personalDataSources });
          await admin.register(adminSellersRoutes);
          await admin.register(sellerApprovalsRoutes);
          await admin.register(adminProductsRoutes, productsPorts);
          await admin.register(adminChatsRoutes, { roomOffers });
          await admin.register(adminOrdersRoutes);
          await admin.register(adminInvoicesRoutes);
          await admin.register(adminReviewsRoutes);
          await admin.register(adminDataRequestsRoutes);
        },
        { prefix: '/admin' },
      );
    },
    { prefix: '/api' },
  );
  await app.register(web);
  await app.register(shippingEvents);

  return app;
}

/**
 * Boot-time data: the admin from ADMIN_EMAIL/ADMIN_PASSWORD and, when asked, the demo data.
 * Runs after `ready()` and before `listen()`, outside Fastify's hook timeout: drawing the demo
 * catalogue's pictures takes longer than a plugin may. `picturesToDraw`: the catalogue's pictures
 * are left in that folder to draw after the first answer (a first start's loader, first-start.ts).
 */
export async function bootstrap(app: FastifyInstance, { picturesToDraw }: { picturesToDraw?: string } = {}) {
  const { config } = app;
  if (config.admin) await ensureAdmin(app.db, config.admin);
  if (config.seedDemoData) {
    await seedDemoData(app.db, { storage: app.storage, privateFiles: app.privateFiles, picturesToDraw }, ordersContext(app), {
      adverts: advertsContext(app),
      offers: offersContext(app),
      freelance: freelanceContext(app),
    }, invoicesContext(app));
  }
}
