/**
 * The chat benchmark's ceilings (issue 28), each a plain Fastify process answering the send's
 * `POST /api/chat/{roomId}/messages` so its CPU per request can stand beside the API's CPU per
 * message. Prints `{"port":…}` once listening.
 *
 *   json   <bodyFile>             a prepared JSON string of the size of the API's answer to a
 *                                 send (the body is parsed as the API parses it, nothing else)
 *   insert <databaseUrl> <bodyFile>  the same post doing only the message's insert: one named
 *                                 prepared `insert … returning` through `pg` (a pool the size
 *                                 of the API's), answered with the row as JSON
 */
import { readFile } from 'node:fs/promises';
import Fastify from 'fastify';

const [mode, ...rest] = process.argv.slice(2);

async function start() {
  const app = Fastify({ logger: false });
  if (mode === 'json') {
    const body = await readFile(rest[0], 'utf8');
    app.post('/api/chat/:roomId/messages', (_request, reply) => {
      reply.status(201).type('application/json').send(body);
    });
  } else if (mode === 'insert') {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: rest[0], max: 10 });
    const senders = new Map<string, string>(JSON.parse(await readFile(rest[1], 'utf8')) as [string, string][]);
    app.addHook('onClose', () => pool.end());
    app.post('/api/chat/:roomId/messages', async (request, reply) => {
      const { roomId } = request.params as { roomId: string };
      const { content } = request.body as { content: string };
      const sender = senders.get(request.headers.authorization ?? '') ?? null;
      const { rows } = await pool.query({
        name: 'ceiling_insert',
        text: `insert into chat_messages (room_id, sender_id, sender_role, content) values ($1, $2, 'buyer', $3) returning *`,
        values: [roomId, sender, content],
      });
      return reply.status(201).send({ message: rows[0] });
    });
  } else {
    throw new Error(`unknown mode ${mode}`);
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
  const stop = () => void app.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

await start();
