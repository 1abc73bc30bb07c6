import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createPrivateFiles, type PrivateFiles } from '../../integrations/storage/private-files';
import { ordersContext, type OrdersContext } from '../orders/orders.context';

/** What freelance orders need: the orders' context, private storage for deliveries and the job queue. */
export interface FreelanceContext extends OrdersContext {
  files: PrivateFiles;
  enqueue: FastifyInstance['jobs']['enqueue'];
}

export const freelanceContext = (app: FastifyInstance, request?: FastifyRequest): FreelanceContext => ({
  ...ordersContext(app, request),
  files: createPrivateFiles(path.join(app.config.dataDir, 'private')),
  enqueue: app.jobs.enqueue.bind(app.jobs),
});

/** The queue that accepts a delivery its buyer left unanswered for 7 days. */
export const AUTO_ACCEPT_QUEUE = 'freelance.auto-accept';
