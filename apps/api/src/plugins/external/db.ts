import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Database, type Db, openDatabase } from '../../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

/** Opens PGlite or PostgreSQL from DATABASE_URL (or takes an open one, for tests) and migrates it. */
async function dbPlugin(app: FastifyInstance, options: { database?: Database }) {
  const database =
    options.database ??
    (await openDatabase(app.config.databaseUrl, {
      onIdleError: (error) => app.log.warn({ err: error }, 'idle database connection lost'),
      pgliteThread: app.config.pgliteThread,
      pgliteBuffersMb: app.config.pgliteBuffersMb,
      pgliteCompiler: app.config.pgliteCompiler,
    }));
  app.decorate('database', database);
  app.decorate('db', database.db);
  if (!options.database) app.addHook('onClose', () => database.close());
}

export default fp(dbPlugin, { name: 'db', dependencies: ['config'] });
