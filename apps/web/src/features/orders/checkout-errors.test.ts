import { describe, expect, it } from 'vitest';
import { orderErrorMessage, paymentEndedOrder, paymentErrorMessage } from './checkout-errors';

const names = ['Paslanmaz Çelik Kaynak Teli 1.2 mm', 'İş Eldiveni'];

describe('order errors (spec §5, §8)', () => {
  it('turns a message containing ‘stokta yetersiz’ into the spec’s sentence, naming the cart’s product', () => {
    expect(orderErrorMessage({ status: 409, message: '"İş Eldiveni" için istenen miktar stokta yetersiz.' }, names)).toBe(
      'İş Eldiveni için yeterli stok bulunmamaktadır. Lütfen miktarı azaltın veya başka bir ürün seçin.',
    );
  });

  it('folds Turkish case when matching, and falls back to the quoted name', () => {
    expect(orderErrorMessage({ status: 409, message: 'İŞ ELDİVENİ STOKTA YETERSİZ' }, names)).toMatch(/^İş Eldiveni için yeterli stok/);
    expect(orderErrorMessage({ status: 409, message: '"Somun M8" için istenen miktar stokta yetersiz.' }, names)).toMatch(/^Somun M8 için yeterli stok/);
  });

  it('keeps a refusal the buyer can act on, and says the catalogue’s sentence otherwise', () => {
    expect(orderErrorMessage({ status: 404, message: 'Teslimat adresi bulunamadı. Lütfen adres defterinizden bir adres seçin.' }, names)).toMatch(/^Teslimat adresi/);
    expect(orderErrorMessage({ status: 500, message: 'Beklenmeyen bir hata oluştu.' }, names)).toBe('Sipariş oluşturulurken bir hata oluştu. Lütfen tekrar deneyin.');
    expect(orderErrorMessage({ status: 'FETCH_ERROR', message: 'Sunucuya ulaşılamadı.' }, names)).toBe('Sipariş oluşturulurken bir hata oluştu. Lütfen tekrar deneyin.');
    expect(orderErrorMessage(new Error('x'), names)).toBe('Sipariş oluşturulurken bir hata oluştu. Lütfen tekrar deneyin.');
  });
});

describe('payment errors', () => {
  it('shows the bank’s reason, or ‘Ödeme başlatılamadı’', () => {
    expect(paymentErrorMessage({ status: 422, message: 'Ödeme başlatılamadı. Kartınızda yeterli bakiye bulunmuyor.' })).toBe(
      'Ödeme başlatılamadı. Kartınızda yeterli bakiye bulunmuyor.',
    );
    expect(paymentErrorMessage({ status: 502, message: 'Bir hata oluştu' })).toBe('Ödeme başlatılamadı');
    expect(paymentErrorMessage({ status: 'FETCH_ERROR', message: 'Sunucuya ulaşılamadı.' })).toBe('Ödeme başlatılamadı');
  });

  it('knows a refusal closes the order but a lost answer does not', () => {
    expect(paymentEndedOrder({ status: 422, message: 'x' })).toBe(true);
    expect(paymentEndedOrder({ status: 409, message: 'x' })).toBe(false);
    expect(paymentEndedOrder({ status: 'FETCH_ERROR', message: 'x' })).toBe(false);
  });
});
