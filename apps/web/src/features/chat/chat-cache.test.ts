import { createNextState as produce } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { conversation, messageOf, messagesPage, myChats, roomOf } from '@/testing/chat-fixtures';
import {
  appendMessage,
  applyMessageToRooms,
  loadedFromPage,
  markMineRead,
  mergeNewestPage,
  prependOlderPage,
  setRoomUnread,
  upsertRoom,
} from './chat-cache';

const me = 'u1';
const rooms = () =>
  myChats([
    roomOf({ roomId: 'r1', unreadCount: 0 }),
    roomOf({ roomId: 'r2', unreadCount: 2, otherUser: { ...roomOf().otherUser, _id: 'u5', name: 'Can Kaya', storeName: null } }),
    roomOf({ roomId: 'r3', unreadCount: 1 }),
  ]);
const incoming = (roomId: string, senderId: string, id = 'new') =>
  messageOf({ _id: id, roomId, senderId, content: 'Yeni', createdAt: '2025-05-03T10:00:00.000Z' });

describe('spec §4 chat rules on the room list', () => {
  it('moves the room of a new message to the top with it as the last message', () => {
    const next = produce(rooms(), (draft) => applyMessageToRooms(draft, { message: incoming('r3', 'u2'), myId: me, isOpen: false }));
    expect(next.rooms.map((room) => room.roomId)).toEqual(['r3', 'r1', 'r2']);
    expect(next.rooms[0]).toMatchObject({ lastActivity: '2025-05-03T10:00:00.000Z', lastMessage: { _id: 'new', content: 'Yeni' } });
  });

  it('raises the unread count (and the total) when someone else sent it', () => {
    const next = produce(rooms(), (draft) => applyMessageToRooms(draft, { message: incoming('r2', 'u5'), myId: me, isOpen: false }));
    expect(next.rooms[0]).toMatchObject({ roomId: 'r2', unreadCount: 3 });
    expect(next.totalUnread).toBe(4);
  });

  it('leaves it when I sent it, and counts a message only once', () => {
    const mine = produce(rooms(), (draft) => applyMessageToRooms(draft, { message: incoming('r2', me), myId: me, isOpen: false }));
    expect(mine.rooms[0]).toMatchObject({ roomId: 'r2', unreadCount: 2 });
    expect(mine.totalUnread).toBe(3);

    const twice = produce(rooms(), (draft) => {
      applyMessageToRooms(draft, { message: incoming('r1', 'u2'), myId: me, isOpen: false });
      applyMessageToRooms(draft, { message: incoming('r1', 'u2'), myId: me, isOpen: false });
    });
    expect(twice.rooms[0]).toMatchObject({ roomId: 'r1', unreadCount: 1 });
    expect(twice.totalUnread).toBe(4);
  });

  it('keeps the count at 0 for the room on screen', () => {
    const next = produce(rooms(), (draft) => applyMessageToRooms(draft, { message: incoming('r3', 'u2'), myId: me, isOpen: true }));
    expect(next.rooms[0]).toMatchObject({ roomId: 'r3', unreadCount: 0 });
    expect(next.totalUnread).toBe(2);
  });

  it('lists a room it did not know from the summary the event carries', () => {
    const summary = roomOf({ roomId: 'r9', unreadCount: 1 });
    const next = produce(rooms(), (draft) =>
      applyMessageToRooms(draft, { message: incoming('r9', 'u2'), room: summary, myId: me, isOpen: false }),
    );
    expect(next.rooms.map((room) => room.roomId)).toEqual(['r9', 'r1', 'r2', 'r3']);
    expect(next.rooms[0]!.unreadCount).toBe(1);
    expect(next.totalUnread).toBe(4);
  });

  it('marking as read sets the count to 0 and lowers the total', () => {
    const next = produce(rooms(), (draft) => setRoomUnread(draft, 'r2', 0));
    expect(next.rooms.find((room) => room.roomId === 'r2')!.unreadCount).toBe(0);
    expect(next.totalUnread).toBe(1);
  });

  it('a started room is listed first; starting it again keeps one entry and its unread count', () => {
    const started = produce(rooms(), (draft) => upsertRoom(draft, roomOf({ roomId: 'r4', lastMessage: null })));
    expect(started.rooms.map((room) => room.roomId)).toEqual(['r4', 'r1', 'r2', 'r3']);
    const again = produce(started, (draft) => upsertRoom(draft, roomOf({ roomId: 'r2', unreadCount: 0 })));
    expect(again.rooms).toHaveLength(4);
    expect(again.rooms.find((room) => room.roomId === 'r2')!.unreadCount).toBe(2);
  });
});

describe('loaded messages', () => {
  const all = conversation(70);

  it('adds an older page in front, oldest first, without doubles', () => {
    const loaded = loadedFromPage(messagesPage(all.slice(40), true, 70));
    const next = produce(loaded, (draft) => prependOlderPage(draft, messagesPage(all.slice(10, 41), true, 70)));
    expect(next.messages.map((message) => message._id)).toEqual(all.slice(10).map((message) => message._id));
    expect(next.hasMore).toBe(true);
  });

  it('merges the newest page after a reconnect: keeps older pages, adds what was missed, once each', () => {
    const loaded = loadedFromPage(messagesPage(all.slice(10, 50), true, 50));
    const newest = loadedFromPage(messagesPage(all.slice(30, 60), true, 60));
    const merged = mergeNewestPage(loaded, newest);
    expect(merged.messages.map((message) => message._id)).toEqual(all.slice(10, 60).map((message) => message._id));
    expect(merged.hasMore).toBe(true);
  });

  it('replaces what is loaded when more than a page was missed, so no gap is shown', () => {
    const loaded = loadedFromPage(messagesPage(all.slice(0, 20), false, 20));
    const newest = loadedFromPage(messagesPage(all.slice(40, 70), true, 70));
    expect(mergeNewestPage(loaded, newest)).toEqual(newest);
  });

  it('appends a live message once, and the read receipt marks only my messages up to then', () => {
    const loaded = loadedFromPage(messagesPage(all.slice(0, 4)));
    const next = produce(loaded, (draft) => {
      appendMessage(draft, messageOf({ _id: 'm5', senderId: me, createdAt: '2025-05-02T09:00:00.000Z' }));
      appendMessage(draft, messageOf({ _id: 'm5', senderId: me, createdAt: '2025-05-02T09:00:00.000Z' }));
      markMineRead(draft, me, '2025-05-02T08:30:00.000Z');
    });
    expect(next.messages.map((message) => message._id)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    expect(next.messages.map((message) => message.readStatus)).toEqual([true, false, true, false, false]);
  });
});
