import type { ChatMessage, ChatRoom } from '@pazaryeri/contract';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { auth, createUser, type FilePart, injectJson, multipart } from '../../test/requests';
import { chatContext } from './chat.context';
import { sendMessageFlow } from './send-message.flow';

export type Account = Awaited<ReturnType<typeof createUser>>;

/** POST /api/chat/start; throws unless it answers 200 or 201. */
export async function startRoom(app: FastifyInstance, token: string, body: Record<string, unknown>) {
  const { status, body: reply } = await injectJson(app, { method: 'POST', url: '/api/chat/start', headers: auth(token), body });
  if (status !== 200 && status !== 201) throw new Error(`chat not started: ${status} ${JSON.stringify(reply)}`);
  return reply as { room: ChatRoom; created: boolean };
}

/** Two fresh users and their room: the first answers an advert of the second (so is the freelancer). */
export async function createChatPair(app: FastifyInstance, names: [string, string] = ['Ayşe Alıcı', 'Mert Usta']) {
  const first = await createUser(app, { name: names[0] });
  const second = await createUser(app, { name: names[1] });
  const { room } = await startRoom(app, first.token, { contextType: 'advert', userId: second.user.id });
  return { first, second, roomId: room.roomId };
}

export async function sendMessage(app: FastifyInstance, token: string, roomId: string, content: string, files: FilePart[] = []) {
  const form = multipart({ content }, files);
  const response = await app.inject({
    method: 'POST',
    url: `/api/chat/${roomId}/messages`,
    headers: { ...auth(token), 'content-type': form.contentType },
    payload: form.payload,
  });
  return { status: response.statusCode, body: response.json() as { message: ChatMessage; code?: string } };
}

/** Sends a text message; throws unless it is created. */
export async function sendText(app: FastifyInstance, token: string, roomId: string, content: string): Promise<ChatMessage> {
  const { status, body } = await sendMessage(app, token, roomId, content);
  if (status !== 201) throw new Error(`message not sent: ${status} ${JSON.stringify(body)}`);
  return body.message;
}

/** Many messages from one sender, through the send flow but past the per-minute limit of the route. */
export async function writeMessages(app: FastifyInstance, senderId: string, roomId: string, contents: string[]) {
  for (const content of contents) await sendMessageFlow(chatContext(app), senderId, roomId, { content, files: [] });
}

export async function myChats(app: FastifyInstance, token: string) {
  const { status, body } = await injectJson(app, { method: 'GET', url: '/api/chat/my-chats', headers: auth(token) });
  if (status !== 200) throw new Error(`my-chats: ${status}`);
  return body as { rooms: ChatRoom[]; totalUnread: number };
}

/** Starts listening on a free port of the loopback interface; returns the base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

/** A socket.io client like the web's (websocket only), connected; rejects with the refusal's message. */
export function connectSocket(baseUrl: string, auth: Record<string, unknown> = {}, extraHeaders?: Record<string, string>): Promise<Socket> {
  const socket = io(baseUrl, { path: '/socket.io', transports: ['websocket'], auth, reconnection: false, extraHeaders, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** The next `event` on the socket matching `accept`, or a rejection after `timeoutMs`. */
export function nextEvent<T = unknown>(socket: Socket, event: string, accept: (payload: T) => boolean = () => true, timeoutMs = 2000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (payload: T) => {
      if (!accept(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

/** Collects every `event` the socket receives from now on. */
export function recordEvents<T = unknown>(socket: Socket, event: string): T[] {
  const received: T[] = [];
  socket.on(event, (payload: T) => received.push(payload));
  return received;
}

/** Emits with an acknowledgement and resolves with the server's answer. */
export function emitWithAck<T = { ok: boolean; message?: string }>(socket: Socket, event: string, payload: unknown): Promise<T> {
  return socket.timeout(2000).emitWithAck(event, payload) as Promise<T>;
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
