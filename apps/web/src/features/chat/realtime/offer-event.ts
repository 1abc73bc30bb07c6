/** What a `chat:offer` event carries that the card needs: the room and the offer's id and new status. */
export function offerFromEvent(payload: unknown): { roomId: string; offerId: string } | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { roomId, offer } = payload as { roomId?: unknown; offer?: unknown };
  if (typeof roomId !== 'string' || typeof offer !== 'object' || offer === null) return null;
  const id = (offer as { _id?: unknown })._id;
  return typeof id === 'string' ? { roomId, offerId: id } : null;
}
