import { describe, expect, it } from 'vitest';
import { roomOf } from '@/testing/chat-fixtures';
import { lastMessagePreview } from './chat-format';

describe('the room list preview', () => {
  it('names an offer card (no text, no files) instead of showing an empty line', () => {
    const room = roomOf({ lastMessage: { _id: 'm9', content: '', senderId: 'u1', createdAt: '2025-05-02T09:00:00.000Z', hasAttachments: false } });
    expect(lastMessagePreview(room, 'u1')).toBe('Siz: 🤝 Teklif');
    expect(lastMessagePreview({ ...room, lastMessage: { ...room.lastMessage!, hasAttachments: true } }, 'u2')).toBe('📎 Dosya');
  });
});
