/**
 * The catalogue index's sorted lists (catalogue-index.lists.ts) hold products as their slots, 4
 * bytes a place: a list of pointers to the items cost 8, and a product is in some 20 lists (five
 * orders of the whole catalogue, its main category, its store and its sub categories).
 */
export interface SlotList {
  slots: Int32Array;
  length: number;
}

/** An empty list with room for about this many slots. */
export const newSlotList = (capacity: number): SlotList => ({ slots: new Int32Array(capacity + (capacity >> 4) + 16), length: 0 });

export function pushSlot(list: SlotList, slot: number) {
  if (list.length === list.slots.length) grow(list);
  list.slots[list.length++] = slot;
}

export function insertSlot(list: SlotList, at: number, slot: number) {
  if (list.length === list.slots.length) grow(list);
  list.slots.copyWithin(at + 1, at, list.length);
  list.slots[at] = slot;
  list.length += 1;
}

export function removeSlot(list: SlotList, at: number) {
  list.slots.copyWithin(at, at + 1, list.length);
  list.length -= 1;
}

function grow(list: SlotList) {
  const grown = new Int32Array(list.length + (list.length >> 2) + 16);
  grown.set(list.slots);
  list.slots = grown;
}
