import { chatSocketEvents, type ServerRestartingEvent } from '@pazaryeri/contract/chat/constants';
import type { ChatMessageEvent, ChatReadEvent, ChatTypingEvent, PresenceEvent } from '@pazaryeri/contract/chat/index';
import { setSocketSend, type SocketSendAnswer } from '../chat-api';
import { chatMessageReceived, chatOfferChanged, chatReadReceived, presenceReceived, resyncChats, type ChatDispatch } from '../chat-events';
import { chatConnectionChanged, chatTypingChanged } from '../chat-slice';
import { offerFromEvent } from './offer-event';
import { openChatSocket } from './socket-client';

/** What the app needs of a socket.io client socket (tests pass a fake with the same shape). */
export interface ChatSocket {
  readonly connected: boolean;
  /** Whether the client will keep reconnecting by itself (false after a refusal or `disconnect()`). */
  readonly active: boolean;
  on(event: string, listener: (...args: never[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  /** Opens the connection again after `disconnect()`. */
  connect(): unknown;
  disconnect(): unknown;
}

export type ChatSocketFactory = (token: string) => Promise<ChatSocket>;

const openRealSocket: ChatSocketFactory = async (token) => openChatSocket(token);

let createSocket: ChatSocketFactory = openRealSocket;
let current: ChatSocket | null = null;

/** Tests replace the socket.io client; `null` puts the real one back. */
export function setChatSocketFactory(factory: ChatSocketFactory | null): void {
  createSocket = factory ?? openRealSocket;
}

/** Sends on the open connection; false when there is none (typing hints are simply dropped then). */
export function emitChatEvent(event: string, payload: unknown, ack?: (answer: unknown) => void): boolean {
  if (!current?.connected) return false;
  if (ack) current.emit(event, payload, ack);
  else current.emit(event, payload);
  return true;
}

/** How long a `chat:send` waits for the server's answer. */
const sendAnswerWithinMs = 10_000;

const isSendAnswer = (answer: unknown): answer is SocketSendAnswer =>
  typeof answer === 'object' && answer !== null && ((answer as { ok?: unknown }).ok === false || typeof (answer as { sent?: unknown }).sent === 'object');

/** A text message on the open connection (the chat API's sends use it): the server's answer, or null with no connection. */
function sendOverSocket(roomId: string, content: string): Promise<SocketSendAnswer> | null {
  const socket = current;
  if (!socket?.connected) return null;
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ ok: false, timedOut: true }), sendAnswerWithinMs);
    socket.emit(chatSocketEvents.send, { roomId, content }, (answer: unknown) => {
      clearTimeout(timer);
      resolve(isSendAnswer(answer) ? answer : { ok: false });
    });
  });
}
setSocketSend(sendOverSocket);

/** How long a "yazıyor…" lasts when its stop event never comes (the sender closed the tab). */
const typingTimeoutMs = 6000;

/** The server's reconnect hint, within reason: a missing or odd value waits a second. */
const restartDelay = ({ reconnectInMs }: Partial<ServerRestartingEvent> = {}) =>
  typeof reconnectInMs === 'number' && Number.isFinite(reconnectInMs) ? Math.min(Math.max(reconnectInMs, 0), 30_000) : 1000;

/**
 * Opens the realtime connection for a signed-in user and turns its events into store updates.
 * Returns the function that closes it (sign-out, another user, a new token).
 */
export function startChatConnection({
  token,
  userId,
  dispatch,
}: {
  token: string;
  userId: string;
  dispatch: ChatDispatch;
}): () => void {
  let stopped = false;
  let socket: ChatSocket | null = null;
  let connectedBefore = false;
  let restartTimer: ReturnType<typeof setTimeout> | undefined;
  const typingTimers = new Map<string, ReturnType<typeof setTimeout>>();

  function typing({ roomId, userId: typist, isTyping }: ChatTypingEvent) {
    if (typist === userId) return;
    const key = `${roomId}:${typist}`;
    clearTimeout(typingTimers.get(key));
    typingTimers.delete(key);
    dispatch(chatTypingChanged({ roomId, userId: typist, isTyping }));
    if (isTyping) {
      typingTimers.set(
        key,
        setTimeout(() => {
          typingTimers.delete(key);
          dispatch(chatTypingChanged({ roomId, userId: typist, isTyping: false }));
        }, typingTimeoutMs),
      );
    }
  }

  dispatch(chatConnectionChanged('connecting'));
  createSocket(token).then(
    (created) => {
      if (stopped) {
        created.disconnect();
        return;
      }
      socket = created;
      current = created;
      created.on('connect', () => {
        // The open conversation (re)joins its room when it sees 'connected'.
        dispatch(chatConnectionChanged('connected'));
        if (connectedBefore) dispatch(resyncChats());
        connectedBefore = true;
      });
      // The server process is shutting down: leave it now and connect again at the hinted moment
      // (jittered, so its sockets spread), through the load balancer to a process that stays.
      created.on(chatSocketEvents.restarting, (event: ServerRestartingEvent) => {
        clearTimeout(restartTimer);
        restartTimer = setTimeout(() => {
          restartTimer = undefined;
          if (!stopped) created.connect();
        }, restartDelay(event));
        created.disconnect();
      });
      created.on('disconnect', () => dispatch(chatConnectionChanged(created.active || restartTimer ? 'reconnecting' : 'idle')));
      created.on('connect_error', () => dispatch(chatConnectionChanged(created.active ? 'reconnecting' : 'failed')));
      created.on(chatSocketEvents.message, (event: ChatMessageEvent) => dispatch(chatMessageReceived(event, userId)));
      created.on(chatSocketEvents.read, (event: ChatReadEvent) => dispatch(chatReadReceived(event, userId)));
      created.on(chatSocketEvents.typing, (event: ChatTypingEvent) => typing(event));
      created.on(chatSocketEvents.stopTyping, (event: ChatTypingEvent) => typing({ ...event, isTyping: false }));
      created.on(chatSocketEvents.presence, (event: PresenceEvent) => dispatch(presenceReceived(event)));
      created.on(chatSocketEvents.offer, (event: unknown) => {
        const change = offerFromEvent(event);
        if (change) dispatch(chatOfferChanged(change.roomId));
      });
    },
    () => {
      if (!stopped) dispatch(chatConnectionChanged('failed'));
    },
  );

  return () => {
    stopped = true;
    clearTimeout(restartTimer);
    restartTimer = undefined;
    for (const timer of typingTimers.values()) clearTimeout(timer);
    typingTimers.clear();
    if (socket) {
      socket.disconnect();
      if (current === socket) current = null;
    }
    dispatch(chatConnectionChanged('idle'));
  };
}
