import { afterEach, describe, expect, it, vi } from 'vitest';
import { signAccessToken, verifyAccessToken } from './tokens';

const secret = new TextEncoder().encode('belirteç-sırrı-belirteç-sırrı-0123456789');
const claims = { sub: '6f1c2a4e-0000-4000-8000-000000000001', role: 'user' as const, tv: 0 };

afterEach(() => vi.useRealTimers());

describe('access tokens', () => {
  it('accepts a token again from memory until it expires, then calls it expired', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z'), toFake: ['Date'] });
    const token = await signAccessToken(claims, secret, '60s');
    expect(await verifyAccessToken(token, secret)).toMatchObject({ claims: { sub: claims.sub, role: 'user', tv: 0 } });
    expect(await verifyAccessToken(token, secret)).toMatchObject({ claims: { sub: claims.sub } });
    vi.setSystemTime(new Date('2026-11-26T10:01:01Z'));
    expect(await verifyAccessToken(token, secret)).toEqual({ failure: 'expired' });
  });

  it('refuses a token whose signature was changed, and one signed with another secret, even after the real one was accepted', async () => {
    const token = await signAccessToken(claims, secret, '1h');
    expect(await verifyAccessToken(token, secret)).toHaveProperty('claims');
    // The signature's first character: its six bits all count (the last one's lowest two do not).
    const at = token.lastIndexOf('.') + 1;
    const changed = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
    expect(await verifyAccessToken(changed, secret)).toEqual({ failure: 'invalid' });
    const other = new TextEncoder().encode('başka-bir-sır-başka-bir-sır-0123456789ab');
    expect(await verifyAccessToken(token, other)).toEqual({ failure: 'invalid' });
  });
});
