import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DomainEventBus } from '../../lib/domain-events';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's domain events (lib/domain-events.ts): lower domains emit, higher ones subscribe. */
    events: DomainEventBus;
  }
}

async function domainEventsPlugin(app: FastifyInstance) {
  app.decorate('events', new DomainEventBus());
}

export default fp(domainEventsPlugin, { name: 'domain-events' });
