import type { Role } from '@pazaryeri/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { hashPassword } from '../lib/passwords';
import { issueToken } from '../modules/users';
import { users } from '../db/schema/users';

// What tests and fixtures send, apart from helper.ts: it loads no app, so a domain's face can
// export fixtures built on it without the app importing itself.

let counter = 0;
export const uniqueEmail = (label = 'kullanici') => `${label}.${Date.now()}.${(counter += 1)}@ornek.com.tr`;

/**
 * One argon2 hash per password for the users tests write straight to the database: argon2 spends
 * about 50 ms of CPU on a hash by design, and the suite creates over a thousand users, most with
 * the same password. A hash carries its own salt, so signing in with it is checked as for anyone.
 */
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
}

/** A user written straight to the database (faster than the register route), with a token. */
export async function createUser(app: FastifyInstance, options: { role?: Role; password?: string; name?: string; email?: string } = {}) {
  const password = options.password ?? 'Sifre12345';
  const [row] = await app.db
    .insert(users)
    .values({
      name: options.name ?? 'Test Kullanıcı',
      email: options.email ?? uniqueEmail(options.role ?? 'user'),
      role: options.role ?? 'user',
      passwordHash: await hashOnce(password),
    })
    .returning();
  return { user: row, password, token: await issueToken(app, row) };
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

export async function injectJson(app: FastifyInstance, options: InjectOptions) {
  const response = await app.inject(options);
  return { status: response.statusCode, body: response.json(), headers: response.headers, response };
}

export interface FilePart {
  field: string;
  name: string;
  type: string;
  data: Buffer;
}

/** A multipart body built the way a browser's FormData would be. */
export function multipart(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = `----pazaryeri${Date.now()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
