import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PrivateFiles } from '../../integrations/storage/private-files';
import { ordersContext, type OrdersContext } from '../orders';

/** What freelance orders need: the orders' context, private storage for deliveries and the job queue. */
export interface FreelanceContext extends OrdersContext {
  files: PrivateFiles;
  enqueue: FastifyInstance['jobs']['enqueue'];
}

export const freelanceContext = (app: FastifyInstance, request?: FastifyRequest): FreelanceContext => ({
  ...ordersContext(app, request),
  files: app.privateFiles,
  enqueue: app.jobs.enqueue.bind(app.jobs),
});

/** The queue that accepts a delivery its buyer left unanswered for 7 days. */
export const AUTO_ACCEPT_QUEUE = 'freelance.auto-accept';
