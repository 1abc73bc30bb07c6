import { describe, expect, it } from 'vitest';
import { needsApproval } from './reviews.moderation';

describe('needsApproval', () => {
  it.each([
    'Bilgi için 0532 123 45 67 arayın',
    'Toplu alım: 05321234567',
    'Ulaşın: +90 532 123 45 67',
    'WhatsApp +90-532-123-4567',
    'Sabit hat (0216) 555 44 33',
    'Mağaza 216.555.44.33 numaralı hattan arıyor',
    'Yurt dışından +49 30 1234567',
    'Bizi 0850 222 33 44 numarasından arayın',
    'Daha ucuzu www.baskasite.com adresinde',
    'Bakınız https://ornek.com.tr/urun',
    'ornek-magaza.com.tr daha ucuz',
  ])('holds %j', (text) => {
    expect(needsApproval(text)).toBe(true);
  });

  it.each([
    // A browser journey's comment with a Date.now() stamp: 13 digits, not a phone number.
    'Tarayıcıdan yazılan değerlendirme 1764050123456: ölçüler tam, işçilik temiz.',
    'Barkodu 8690123456789 olan kutu geldi.',
    'Fiyatı 1.250.000,00 TL değil 1.250,00 TL olmalı.',
    '12.03.2025 14:30 teslim aldım, 4×10 perçinler (1000 adet) eksiksiz.',
    'Sipariş PZ261125-A7D2XZ sorunsuz geldi.',
    'Ölçüler 100-200-300 mm, tam oturdu.',
    'Kalite.Coşkun bir ürün değil ama iş görüyor.',
    'Ürün geldi.Teşekkürler, memnunum.',
  ])('publishes %j', (text) => {
    expect(needsApproval(text)).toBe(false);
  });
});
