import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { PrivateFiles } from '../../integrations/storage/private-files';
import type { Limiter } from '../../lib/limiter';
import type { Realtime } from '../../plugins/external/socket-io';

/** What the chat services use: the database, realtime delivery and presence, private files, the link secret. */
export interface ChatContext {
  db: Db;
  realtime: Realtime;
  limiter: Limiter;
  privateFiles: PrivateFiles;
  /** Signs attachment links (the API's JWT secret, under an audience of its own). */
  secret: Uint8Array;
  log: FastifyBaseLogger;
}

export function chatContext(app: FastifyInstance, log: FastifyBaseLogger = app.log): ChatContext {
  return {
    db: app.db,
    realtime: app.realtime,
    limiter: app.limiter,
    privateFiles: app.privateFiles,
    secret: app.config.jwtSecret,
    log,
  };
}
