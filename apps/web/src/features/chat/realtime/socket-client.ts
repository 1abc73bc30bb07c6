import { io } from 'socket.io-client';
import type { ChatSocket } from './chat-connection';

/**
 * The real socket.io client. This module (and socket.io-client with it) is loaded only once
 * someone is signed in, so visitors never download it. Spec §7/§9: path /socket.io, websocket
 * only, with credentials; reconnect after 1 s growing to 5 s; give up a connect after 20 s. A
 * server that shuts down says when to come back (`server:restarting`, chat-connection.ts).
 */
export function openChatSocket(token: string): ChatSocket {
  return io({
    path: '/socket.io',
    transports: ['websocket'],
    withCredentials: true,
    auth: { token },
    reconnectionDelay: 1000,
    reconnectionDelayMax: 5000,
    timeout: 20000,
  });
}
