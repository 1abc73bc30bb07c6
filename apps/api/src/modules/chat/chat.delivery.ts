import { type ChatMessageEvent, chatSocketEvents } from '@pazaryeri/contract';
import { type Realtime, userChannel } from '../../plugins/external/socket-io';

/** A member's `chat:message`: their user id and the event as they see it (their own room view). */
export type MessageDelivery = [userId: string, event: ChatMessageEvent];

/** Between API processes only (socket.io's server-side events never reach a client). */
const deliverEvent = 'chat:deliver';

/** The processes' shared delivery, per realtime server, once `shareDeliveries` set it up. */
const shared = new WeakMap<Realtime, (deliveries: MessageDelivery[]) => void>();

/** To this process's sockets of each user; a user with none here costs nothing (socket.io would encode the packet anyway). */
const deliverHere = (realtime: Realtime, deliveries: MessageDelivery[]) => {
  const here = realtime.io.of('/').adapter.rooms;
  for (const [userId, event] of deliveries) {
    const channel = userChannel(userId);
    if (here.has(channel)) realtime.io.local.to(channel).emit(chatSocketEvents.message, event);
  }
};

/**
 * With several processes (socket.io's Redis adapter), a message's events for both members go to
 * the other processes as one server-side event, one Redis publish, instead of one broadcast (one
 * publish) per member: each process hands them to its own sockets of those users. Call once per
 * app at start, in every process (the receiving side listens here). Without Redis there is
 * nobody else and every delivery is local.
 */
export function shareDeliveries(realtime: Realtime, clustered: boolean) {
  if (!clustered) {
    shared.set(realtime, (deliveries) => deliverHere(realtime, deliveries));
    return;
  }
  realtime.io.on(deliverEvent, (deliveries: MessageDelivery[]) => deliverHere(realtime, deliveries));
  shared.set(realtime, (deliveries) => {
    realtime.io.serverSideEmit(deliverEvent, deliveries);
    deliverHere(realtime, deliveries);
  });
}

/** Each member's `chat:message` to every socket of theirs, in every process. */
export function deliverMessages(realtime: Realtime, deliveries: MessageDelivery[]) {
  const deliver = shared.get(realtime);
  if (deliver) return deliver(deliveries);
  for (const [userId, event] of deliveries) realtime.emitToUser(userId, chatSocketEvents.message, event);
}
