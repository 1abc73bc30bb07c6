import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJobQueue, type JobQueue } from '../../integrations/jobs';
import { DEFERRED_REMOVALS_QUEUE, type DeferredRemoval } from '../../integrations/storage/removal-hold';

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job queue: modules register their queues' handlers on it while the app builds. */
    jobs: JobQueue;
  }
}

/** The job queue on the app's database; its worker loop runs from ready to close (unless JOBS_WORKER is off). */
async function jobsPlugin(app: FastifyInstance) {
  const queue = createJobQueue({ db: app.db, pollMs: app.config.jobs.pollMs, leaseMs: app.config.jobs.leaseMs, log: app.log });
  app.decorate('jobs', queue);
  // A file removal a backup put off (integrations/storage/removal-hold.ts): removed now, or put
  // off once more if a backup still holds the files.
  queue.register<DeferredRemoval>(DEFERRED_REMOVALS_QUEUE, {
    handler: async ({ folder, key }) => (folder === 'uploads' ? app.storage.store : app.privateFiles.store).remove(key),
  });
  if (app.config.jobs.worker) app.addHook('onReady', async () => queue.start());
  // As the drain begins, not at its end: handlers get the whole shutdown timeout to reach a
  // safe point, and what they give back is taken by the other workers while this one drains.
  app.lifecycle.onShutdown(() => queue.stop());
  // Before the database closes: running handlers finish (or stop at a safe point) first.
  app.addHook('preClose', async () => queue.stop());
}

export default fp(jobsPlugin, { name: 'jobs', dependencies: ['config', 'db', 'integrations', 'lifecycle'] });
