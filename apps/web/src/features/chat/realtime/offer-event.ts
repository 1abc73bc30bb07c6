import type { ChatOffer } from '../chat-slice';

/** What a `chat:offer` event carries, read defensively (its shape arrives with the offers work). */
export function offerFromEvent(payload: unknown): { roomId: string; offer: ChatOffer } | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { roomId, offer } = payload as { roomId?: unknown; offer?: unknown };
  if (typeof roomId !== 'string' || typeof offer !== 'object' || offer === null) return null;
  const raw = offer as Record<string, unknown>;
  if (typeof raw._id !== 'string') return null;
  const text = (key: string) => (typeof raw[key] === 'string' ? (raw[key] as string) : undefined);
  const number = (key: string) => (typeof raw[key] === 'number' ? (raw[key] as number) : undefined);
  return {
    roomId,
    offer: {
      _id: raw._id,
      status: text('status'),
      amount: number('amount'),
      title: text('title'),
      description: text('description'),
      deliveryDays: number('deliveryDays'),
      createdAt: text('createdAt'),
    },
  };
}
