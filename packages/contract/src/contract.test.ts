import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  errorStatus,
  formatMessage,
  messages,
  normalizeTurkishMobile,
  registerBody,
  slugify,
  updateProfileBody,
} from '.';

describe('Turkish mobile numbers', () => {
  it.each([
    ['0532 123 45 67', '+905321234567'],
    ['5321234567', '+905321234567'],
    ['+90 (532) 123-45-67', '+905321234567'],
    ['905321234567', '+905321234567'],
  ])('normalises %s', (input, expected) => expect(normalizeTurkishMobile(input)).toBe(expected));

  it.each(['0212 123 45 67', '053212345', '+44 7911 123456', 'abc'])('refuses %s', (input) =>
    expect(normalizeTurkishMobile(input)).toBeNull(),
  );
});

describe('slugs', () => {
  it('fold Turkish letters and punctuation', () => {
    expect(slugify('Hırdavat ve Bağlantı Elemanları')).toBe('hirdavat-ve-baglanti-elemanlari');
    expect(slugify('İŞ GÜVENLİĞİ')).toBe('is-guvenligi');
    expect(slugify('Çelik/Öğütücü — Ürün')).toBe('celik-ogutucu-urun');
  });
});

describe('request schemas speak Turkish', () => {
  it('registration', () => {
    const result = registerBody.safeParse({ name: ' ', email: 'x', password: '123' });
    expect(result.success).toBe(false);
    const fieldMessages = result.error!.issues.map((issue) => issue.message);
    expect(fieldMessages).toEqual(
      expect.arrayContaining(['Ad soyad en az 2 karakter olmalı.', 'Geçerli bir e-posta adresi girin.', 'Şifre en az 8 karakter olmalı.']),
    );
  });

  it("zod's own messages (wrong type) are Turkish too", () => {
    const result = z.object({ adet: z.number() }).safeParse({ adet: 'iki' });
    expect(result.error!.issues[0].message).toBe('Geçersiz değer: beklenen number, alınan string');
  });

  it('profile update takes only known fields and clears the phone with an empty string', () => {
    expect(updateProfileBody.parse({ phone: '' })).toEqual({ phone: null });
    expect(updateProfileBody.safeParse({ role: 'admin' }).success).toBe(false);
  });
});

describe('message catalogue', () => {
  it("keeps the spec's exact texts", () => {
    expect(messages.sessionExpired).toBe('Oturum süresi dolmuş. Lütfen tekrar giriş yapın.');
    expect(messages.emailAlreadyRegistered).toContain('zaten kayıtlı');
    expect(messages.emailTaken).toBe(
      'Bu e-posta adresiyle zaten bir hesap var. Lütfen giriş yapın veya başka bir e-posta adresi kullanın.',
    );
    expect(messages.profileUpdated).toBe('Profil başarıyla güncellendi');
  });

  it('fills placeholders', () => {
    expect(formatMessage(messages.fileTooLarge, { max: '5 MB' })).toBe('Dosya çok büyük. En fazla 5 MB yükleyebilirsiniz.');
  });

  it('maps every error code onto a 4xx/5xx status', () => {
    for (const status of Object.values(errorStatus)) expect(status).toBeGreaterThanOrEqual(400);
    expect(errorStatus.TOKEN_EXPIRED).toBe(401);
    expect(errorStatus.EMAIL_TAKEN).toBe(409);
  });
});
