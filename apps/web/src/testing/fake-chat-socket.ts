import { act } from '@testing-library/react';
import { chatSocketEvents } from '@pazaryeri/contract/chat/constants';
import { setChatSocketFactory, type ChatSocket } from '@/features/chat/realtime/chat-connection';

type Listener = (...args: never[]) => void;

export interface ChatSendPayload {
  roomId: string;
  content: string;
}

/** The fake server's answer to `chat:send` (`answerChatSends`); without one it refuses, so the app sends over HTTP. */
let sendAnswer: ((payload: ChatSendPayload) => unknown) | null = null;

export function answerChatSends(answer: ((payload: ChatSendPayload) => unknown) | null) {
  sendAnswer = answer;
}

/**
 * Stands in for socket.io's client: tests play the server (`serverSends`), drop and restore the
 * connection, and read what the app emitted. It connects a moment after it is created.
 */
export class FakeChatSocket implements ChatSocket {
  connected = false;
  active = true;
  readonly emitted: Array<{ event: string; payload: unknown }> = [];
  private readonly listeners = new Map<string, Listener[]>();

  constructor(readonly token: string) {
    setTimeout(() => this.fire('connect'), 0);
  }

  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  emit(event: string, payload?: unknown, ack?: (answer: unknown) => void) {
    this.emitted.push({ event, payload });
    if (event === chatSocketEvents.send && ack) {
      // Answered a moment later, as a server would, with what the test's server says.
      const answer = sendAnswer;
      setTimeout(() => act(() => ack(answer ? answer(payload as ChatSendPayload) : { ok: false })), 0);
    } else ack?.({ ok: true });
    return this;
  }

  /** Counts the calls: a test sees when the app opened the connection again. */
  connects = 0;

  connect() {
    this.connects += 1;
    this.active = true;
    setTimeout(() => act(() => this.fire('connect')), 0);
    return this;
  }

  disconnect() {
    this.active = false;
    if (this.connected) this.fire('disconnect', 'io client disconnect');
    return this;
  }

  /** An event from the server, inside React's act(). */
  serverSends(event: string, payload: unknown) {
    act(() => this.fire(event, payload));
  }

  /** The network drops; socket.io keeps trying. */
  drop() {
    act(() => this.fire('disconnect', 'transport close'));
  }

  /** Back online: socket.io connects again. */
  reconnect() {
    act(() => this.fire('connect'));
  }

  sent(event: string) {
    return this.emitted.filter((entry) => entry.event === event).map((entry) => entry.payload);
  }

  private fire(event: string, ...args: unknown[]) {
    if (event === 'connect') this.connected = true;
    if (event === 'disconnect') this.connected = false;
    for (const listener of this.listeners.get(event) ?? []) (listener as (...values: unknown[]) => void)(...args);
  }
}

export const fakeSockets: FakeChatSocket[] = [];

/** Every test gets fake sockets (no test opens a real connection); `latestSocket()` is the open one. */
export function installFakeChatSockets() {
  fakeSockets.length = 0;
  sendAnswer = null;
  setChatSocketFactory(async (token) => {
    const socket = new FakeChatSocket(token);
    fakeSockets.push(socket);
    return socket;
  });
}

export function latestSocket(): FakeChatSocket {
  const socket = fakeSockets.at(-1);
  if (!socket) throw new Error('no chat socket was opened');
  return socket;
}
