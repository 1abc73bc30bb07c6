import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BasketItem, Payment, PaymentProvider } from '../provider';
import { testCards } from '../test-cards';
import { readThreeDSCallback } from '../three-ds';
import { bankPageForm, basketItem, card, openBankPage, paymentRequest, sellerDetails } from './fixtures';

export interface ContractHarness {
  provider: PaymentProvider;
  /** Moves the provider's clock (the sandbox's, or the fake iyzico's). */
  setNow(instant: string): void;
  /** Everything handed to the logger. */
  logs: unknown[];
  close(): Promise<void>;
}

/** 10:00 in Istanbul. */
const monday = '2025-03-10T07:00:00Z';
const tuesday = '2025-03-11T07:00:00Z';
const callbackUrl = 'http://localhost:3000/api/payment/3ds-callback?order=42&x=<y>';

const declines = [
  ['insufficient funds', testCards.insufficientFunds, '10051', 'NOT_SUFFICIENT_FUNDS', 'Kartınızın bakiyesi yetersiz.'],
  ['do not honour', testCards.doNotHonour, '10005', 'DO_NOT_HONOUR', 'İşlem bankanız tarafından onaylanmadı. Lütfen bankanızla görüşün.'],
  ['lost card', testCards.lostCard, '10041', 'LOST_CARD', 'İşlem bankanız tarafından onaylanmadı. Lütfen bankanızla görüşün.'],
  ['stolen card', testCards.stolenCard, '10043', 'STOLEN_CARD', 'İşlem bankanız tarafından onaylanmadı. Lütfen bankanızla görüşün.'],
  ['expired card', testCards.expiredCard, '10054', 'EXPIRED_CARD', 'Kartınızın süresi dolmuş.'],
  ['invalid CVC', testCards.invalidCvc, '10084', 'INVALID_CVC2', 'Kartınızın güvenlik kodu (CVC) hatalı.'],
  ['fraud suspect', testCards.fraudSuspect, '10034', 'FRAUD_SUSPECT', 'İşlem bankanız tarafından onaylanmadı. Lütfen bankanızla görüşün.'],
  ['general error', testCards.generalError, '10204', 'UNKNOWN', 'Ödeme sırasında bankada bir hata oluştu. Lütfen tekrar deneyin.'],
] as const;

export const allTestCardNumbers = [...testCards.success, ...declines.map((row) => row[1]), testCards.notRefundable, testCards.threeDSInitializeFails];

/** What every PaymentProvider must do, run against the sandbox and against iyzico (the fake). */
export function describeProviderContract(name: string, setup: () => Promise<ContractHarness>) {
  describe(`${name}: the payment provider contract`, () => {
    let harness: ContractHarness;
    let provider: PaymentProvider;
    let sellerA: string;
    let sellerB: string;

    beforeEach(async () => {
      harness = await setup();
      harness.setNow(monday);
      provider = harness.provider;
      const created = await Promise.all([provider.createSubMerchant(sellerDetails()), provider.createSubMerchant(sellerDetails('PERSONAL'))]);
      [sellerA, sellerB] = created.map((result) => (result.ok ? result.subMerchantKey : expect.fail(JSON.stringify(result))));
    });
    afterEach(() => harness.close());

    /** Two sellers' lines: 1.234,50 TL (seller gets 1.111,05) and 99,99 TL (seller gets 89,99). */
    const twoSellers = (): BasketItem[] => [basketItem(sellerA, 123_450, 111_105, 'line-a'), basketItem(sellerB, 9_999, 8_999, 'line-b')];

    async function pay(cardNumber: string = testCards.success[0]): Promise<Payment> {
      const result = await provider.pay(paymentRequest(cardNumber, twoSellers()));
      if (!result.ok) return expect.fail(`payment failed: ${result.errorCode} ${result.errorMessage}`);
      return result;
    }

    describe('cards', () => {
      it.each(testCards.success)('success card %s pays, with one transaction per basket line', async (number) => {
        const request = paymentRequest(number, twoSellers());
        const result = await provider.pay(request);
        expect(result).toMatchObject({
          ok: true,
          conversationId: request.conversationId,
          basketId: request.basketId,
          price: 133_449,
          paidPrice: 133_449,
          currency: 'TRY',
          card: { binNumber: number.slice(0, 6), lastFourDigits: number.slice(-4) },
          items: [
            { itemId: 'line-a', price: 123_450, paidPrice: 123_450, subMerchantKey: sellerA, subMerchantPrice: 111_105 },
            { itemId: 'line-b', price: 9_999, paidPrice: 9_999, subMerchantKey: sellerB, subMerchantPrice: 8_999 },
          ],
        });
        const ids = result.ok ? result.items.map((item) => item.paymentTransactionId) : [];
        expect(new Set(ids).size).toBe(2);
        expect(ids.every(Boolean)).toBe(true);
      });

      it.each(declines)('%s (%s) is refused with %s / %s and its Turkish message', async (_, number, errorCode, errorGroup, errorMessage) => {
        const request = paymentRequest(number, twoSellers());
        expect(await provider.pay(request)).toEqual({ ok: false, errorCode, errorGroup, errorMessage });
        expect((await provider.retrievePayment({ conversationId: request.conversationId })).ok).toBe(false);
      });

      it('refuses a number failing the Luhn check and approves any other valid number', async () => {
        expect(await provider.pay(paymentRequest('5528790000000009', twoSellers()))).toMatchObject({
          ok: false,
          errorCode: '10215',
          errorGroup: 'INVALID_CARD_NUMBER',
          errorMessage: 'Kart numarası geçersiz.',
        });
        expect(await provider.pay(paymentRequest('4111111111111111', twoSellers()))).toMatchObject({ ok: true });
      });

      it('refuses a card past its expiry date', async () => {
        const request = { ...paymentRequest(testCards.success[0], twoSellers()), card: card(testCards.success[0], { expireMonth: '02', expireYear: '2025' }) };
        expect(await provider.pay(request)).toMatchObject({ ok: false, errorGroup: 'EXPIRED_CARD', errorMessage: 'Kartınızın süresi dolmuş.' });
      });

      it('lets the 3DS-initialize test card pay without 3DS', async () => {
        expect((await provider.pay(paymentRequest(testCards.threeDSInitializeFails, twoSellers()))).ok).toBe(true);
      });
    });

    describe('basket', () => {
      it('refuses a basket whose lines do not add up to the price with 5062, charging nothing', async () => {
        const request = paymentRequest(testCards.success[0], twoSellers(), { price: 133_450 });
        expect(await provider.pay(request)).toMatchObject({ ok: false, errorCode: '5062', errorGroup: 'BASKET_PRICE_MISMATCH' });
        expect((await provider.retrievePayment({ conversationId: request.conversationId })).ok).toBe(false);
      });

      it('refuses an unknown sub-merchant key and a seller share above the line price', async () => {
        const unknown = paymentRequest(testCards.success[0], [basketItem('no-such-seller', 1_000, 900)]);
        expect(await provider.pay(unknown)).toMatchObject({ ok: false, errorGroup: 'SUBMERCHANT_NOT_FOUND' });
        const greedy = paymentRequest(testCards.success[0], [basketItem(sellerA, 1_000, 1_001)]);
        expect(await provider.pay(greedy)).toMatchObject({ ok: false, errorGroup: 'INVALID_SUBMERCHANT_PRICE' });
      });

      it('refuses a basket line priced 0 (iyzico: every line above 0) in Turkish, charging nothing', async () => {
        const free = () => [basketItem(sellerA, 10_000, 9_000, 'line-a'), basketItem(sellerB, 0, 0, 'line-b')];
        const request = paymentRequest(testCards.success[0], free());
        expect(await provider.pay(request)).toMatchObject({
          ok: false,
          errorGroup: 'INVALID_BASKET_ITEM_PRICE',
          errorMessage: 'Sepetteki her ürünün tutarı sıfırdan büyük olmalı.',
        });
        expect((await provider.retrievePayment({ conversationId: request.conversationId })).ok).toBe(false);
        const threeDS = await provider.initializeThreeDS({ ...paymentRequest(testCards.success[0], free()), callbackUrl });
        expect(threeDS).toMatchObject({ ok: false, errorGroup: 'INVALID_BASKET_ITEM_PRICE' });
        const negative = paymentRequest(testCards.success[0], [basketItem(sellerA, 10_100, 9_000), basketItem(sellerB, -100, 0)]);
        expect(await provider.pay(negative)).toMatchObject({ ok: false, errorMessage: expect.stringMatching(/^[A-ZÇĞİÖŞÜ][^\n]+ olmalı\.$/) });
        expect((await provider.retrievePayment({ conversationId: negative.conversationId })).ok).toBe(false);
      });

      it('charges paidPrice and spreads it over the lines exactly', async () => {
        const request = paymentRequest(testCards.success[1], twoSellers(), { paidPrice: 140_000 });
        const result = await provider.pay(request);
        expect(result).toMatchObject({ ok: true, price: 133_449, paidPrice: 140_000 });
        expect(result.ok && result.items.reduce((sum, item) => sum + item.paidPrice, 0)).toBe(140_000);
      });

      it('refuses amounts that are not whole kuruş before calling anyone', async () => {
        const request = paymentRequest(testCards.success[0], [basketItem(sellerA, 10.5, 9)], { price: 10.5 });
        expect(await provider.pay(request)).toMatchObject({ ok: false, errorGroup: 'INVALID_REQUEST' });
      });
    });

    describe('idempotency', () => {
      it('answers a retried payment with the first one instead of charging again', async () => {
        const request = paymentRequest(testCards.success[0], twoSellers());
        const first = await provider.pay(request);
        const second = await provider.pay({ ...request, card: card(testCards.success[1]) });
        expect(first.ok && second.ok).toBe(true);
        expect(second).toEqual(first);
      });

      it('charges a double click once', async () => {
        const request = paymentRequest(testCards.success[0], twoSellers());
        const [first, second] = await Promise.all([provider.pay(request), provider.pay(request)]);
        expect(first.ok && second.ok && first.paymentId === second.paymentId).toBe(true);
      });

      it('refuses the same conversationId with another basket', async () => {
        const request = paymentRequest(testCards.success[0], twoSellers());
        await provider.pay(request);
        expect(await provider.pay({ ...request, price: 123_450, items: [twoSellers()[0]] })).toMatchObject({
          ok: false,
          errorGroup: 'IDEMPOTENCY_CONFLICT',
        });
      });

      it('lets a refused attempt be retried with another card', async () => {
        const request = paymentRequest(testCards.insufficientFunds, twoSellers());
        expect((await provider.pay(request)).ok).toBe(false);
        expect((await provider.pay({ ...request, card: card(testCards.success[2]) })).ok).toBe(true);
      });

      it('finds a payment by conversationId and by paymentId', async () => {
        const payment = await pay();
        expect(await provider.retrievePayment({ conversationId: payment.conversationId })).toEqual({ ok: true, ...payment });
        expect(await provider.retrievePayment({ paymentId: payment.paymentId, conversationId: payment.conversationId })).toEqual({ ok: true, ...payment });
        expect(await provider.retrievePayment({ paymentId: '1' })).toMatchObject({ ok: false });
      });
    });

    describe('escrow', () => {
      it('refunds a line (partly) only while it is not approved', async () => {
        const payment = await pay();
        const line = payment.items[0].paymentTransactionId;
        const refund = (amount: number) => provider.refundItem({ paymentTransactionId: line, amount, ip: '85.34.78.112' });

        expect(await provider.approveItem({ paymentTransactionId: line })).toEqual({ ok: true, paymentId: payment.paymentId, paymentTransactionId: line });
        expect(await provider.approveItem({ paymentTransactionId: line })).toMatchObject({ ok: true });
        expect(await refund(1_000)).toMatchObject({ ok: false, errorGroup: 'ITEM_APPROVED' });
        expect(await provider.disapproveItem({ paymentTransactionId: line })).toMatchObject({ ok: true, paymentTransactionId: line });
        expect(await refund(23_450)).toEqual({ ok: true, paymentId: payment.paymentId, paymentTransactionId: line, amount: 23_450 });
        expect(await refund(100_001)).toMatchObject({ ok: false, errorGroup: 'REFUND_EXCEEDS_AMOUNT' });
        expect(await refund(100_000)).toMatchObject({ ok: true, amount: 100_000 });
        expect(await refund(1)).toMatchObject({ ok: false, errorGroup: 'ITEM_REFUNDED' });
        expect(await provider.approveItem({ paymentTransactionId: line })).toMatchObject({ ok: false, errorGroup: 'ITEM_REFUNDED' });
        expect(await provider.approveItem({ paymentTransactionId: 'no-such-line' })).toMatchObject({ ok: false, errorGroup: 'ITEM_NOT_FOUND' });
      });

      it('pays approved lines out the next day, after which the approval stands', async () => {
        const payment = await pay();
        const [lineA, lineB] = payment.items.map((item) => item.paymentTransactionId);
        await provider.approveItem({ paymentTransactionId: lineA });
        await provider.approveItem({ paymentTransactionId: lineB });
        await provider.disapproveItem({ paymentTransactionId: lineB });
        expect(await provider.listPayouts({ date: '2025-03-11' })).toEqual({ ok: true, payouts: [] });

        harness.setNow(tuesday);
        const report = await provider.listPayouts({ date: '2025-03-11' });
        expect(report).toEqual({
          ok: true,
          payouts: [
            { paymentTransactionId: lineA, payoutType: 'SUB_MERCHANT', subMerchantKey: sellerA, amount: 111_105, currency: 'TRY' },
            { paymentTransactionId: lineA, payoutType: 'MERCHANT', subMerchantKey: null, amount: 12_345, currency: 'TRY' },
          ],
        });
        expect(await provider.listPayouts({ date: '2025-03-10' })).toEqual({ ok: true, payouts: [] });
        expect(await provider.disapproveItem({ paymentTransactionId: lineA })).toMatchObject({ ok: false, errorGroup: 'ITEM_PAID_OUT' });
        expect(await provider.refundItem({ paymentTransactionId: lineA, amount: 100, ip: '85.34.78.112' })).toMatchObject({
          ok: false,
          errorGroup: 'ITEM_PAID_OUT',
        });
      });

      it('cancels a whole payment on its own day only, before anything moved', async () => {
        const untouched = await pay();
        expect(await provider.cancelPayment({ paymentId: untouched.paymentId, ip: '85.34.78.112' })).toEqual({
          ok: true,
          paymentId: untouched.paymentId,
          amount: 133_449,
        });
        const line = untouched.items[0].paymentTransactionId;
        expect(await provider.approveItem({ paymentTransactionId: line })).toMatchObject({ ok: false, errorGroup: 'PAYMENT_CANCELLED' });

        const approved = await pay();
        await provider.approveItem({ paymentTransactionId: approved.items[1].paymentTransactionId });
        expect(await provider.cancelPayment({ paymentId: approved.paymentId, ip: '85.34.78.112' })).toMatchObject({
          ok: false,
          errorGroup: 'CANCEL_NOT_ALLOWED',
        });

        const yesterdays = await pay();
        harness.setNow(tuesday);
        expect(await provider.cancelPayment({ paymentId: yesterdays.paymentId, ip: '85.34.78.112' })).toMatchObject({
          ok: false,
          errorGroup: 'CANCEL_NOT_ALLOWED',
        });
        expect(await provider.refundItem({ paymentTransactionId: yesterdays.items[0].paymentTransactionId, amount: 123_450, ip: '85.34.78.112' })).toMatchObject({
          ok: true,
        });
      });

      it('pays with 5406670000000009 but can neither refund nor cancel it', async () => {
        const payment = await pay(testCards.notRefundable);
        const line = payment.items[0].paymentTransactionId;
        expect(await provider.refundItem({ paymentTransactionId: line, amount: 100, ip: '85.34.78.112' })).toMatchObject({
          ok: false,
          errorGroup: 'NOT_REFUNDABLE',
        });
        expect(await provider.cancelPayment({ paymentId: payment.paymentId, ip: '85.34.78.112' })).toMatchObject({
          ok: false,
          errorGroup: 'NOT_REFUNDABLE',
        });
        expect(await provider.approveItem({ paymentTransactionId: line })).toMatchObject({ ok: true });
      });
    });

    describe('3D Secure', () => {
      async function initialize(cardNumber: string) {
        const request = { ...paymentRequest(cardNumber, twoSellers()), callbackUrl };
        const started = await provider.initializeThreeDS(request);
        return { request, started };
      }

      it('shows a bank page whose Onayla posts to the callback URL, then completes once however often it is called back', async () => {
        const { request, started } = await initialize(testCards.success[0]);
        if (!started.ok) return expect.fail(started.errorMessage);
        expect(started.htmlContent).toContain('<!doctype html>');
        expect(started.htmlContent).not.toContain(testCards.success[0]);
        const bankPage = await openBankPage(started.htmlContent);
        expect(bankPage).not.toContain(testCards.success[0]);
        const { action, fields } = bankPageForm(bankPage, 'Onayla');
        expect(action).toBe(callbackUrl);
        expect(fields).toMatchObject({ status: 'success', paymentId: started.paymentId, conversationId: request.conversationId, mdStatus: '1' });

        const callback = readThreeDSCallback(fields);
        if (!callback) return expect.fail('unreadable callback');
        const completed = await provider.completeThreeDS(callback);
        expect(completed).toMatchObject({ ok: true, paymentId: started.paymentId, conversationId: request.conversationId, price: 133_449 });
        const [again, concurrent] = await Promise.all([provider.completeThreeDS(callback), provider.completeThreeDS(callback)]);
        expect(again).toEqual(completed);
        expect(concurrent).toEqual(completed);
        expect(await provider.initializeThreeDS(request)).toMatchObject({ ok: false, errorGroup: 'ALREADY_PAID' });
      });

      it('charges nothing when the buyer presses Reddet, or when the callback is forged', async () => {
        const { started } = await initialize(testCards.success[1]);
        if (!started.ok) return expect.fail(started.errorMessage);
        const rejected = bankPageForm(await openBankPage(started.htmlContent), 'Reddet').fields;
        expect(await provider.completeThreeDS(readThreeDSCallback(rejected)!)).toMatchObject({ ok: false, errorGroup: 'THREEDS_NOT_VERIFIED' });
        const forged = { ...readThreeDSCallback(rejected)!, mdStatus: '1' };
        expect(await provider.completeThreeDS(forged)).toMatchObject({ ok: false });

        const other = await initialize(testCards.success[2]);
        if (!other.started.ok) return expect.fail(other.started.errorMessage);
        const madeUp = { paymentId: other.started.paymentId, conversationData: 'made-up', mdStatus: '1' };
        expect(await provider.completeThreeDS(madeUp)).toMatchObject({ ok: false, errorGroup: 'THREEDS_INVALID' });
        expect((await provider.retrievePayment({ paymentId: other.started.paymentId })).ok).toBe(false);
      });

      it('completes only one of two 3DS attempts started for the same checkout', async () => {
        const request = { ...paymentRequest(testCards.success[0], twoSellers()), callbackUrl };
        const [first, second] = await Promise.all([provider.initializeThreeDS(request), provider.initializeThreeDS(request)]);
        if (!first.ok || !second.ok) return expect.fail('3DS did not start');
        const approve = async (html: string) => readThreeDSCallback(bankPageForm(await openBankPage(html), 'Onayla').fields)!;
        expect(await provider.completeThreeDS(await approve(first.htmlContent))).toMatchObject({ ok: true, paymentId: first.paymentId });
        expect(await provider.completeThreeDS(await approve(second.htmlContent))).toMatchObject({ ok: false, errorGroup: 'ALREADY_PAID' });
        expect(await provider.retrievePayment({ conversationId: request.conversationId })).toMatchObject({ paymentId: first.paymentId });
      });

      it('refuses to start 3DS with 4151111111111112', async () => {
        expect((await initialize(testCards.threeDSInitializeFails)).started).toMatchObject({
          ok: false,
          errorGroup: 'THREEDS_INITIALIZE_FAILED',
          errorMessage: '3D Secure doğrulaması başlatılamadı. Lütfen başka bir kart deneyin.',
        });
      });

      it('lets the bank refuse a card after 3DS verification', async () => {
        const { started } = await initialize(testCards.insufficientFunds);
        if (!started.ok) return expect.fail(started.errorMessage);
        const callback = readThreeDSCallback(bankPageForm(await openBankPage(started.htmlContent), 'Onayla').fields)!;
        expect(await provider.completeThreeDS(callback)).toMatchObject({ ok: false, errorCode: '10051', errorMessage: 'Kartınızın bakiyesi yetersiz.' });
      });
    });

    describe('sub-merchants', () => {
      it.each(['PERSONAL', 'PRIVATE_COMPANY', 'LIMITED_OR_JOINT_STOCK_COMPANY'] as const)('creates a %s seller once per external id and updates it', async (type) => {
        const details = sellerDetails(type);
        const created = await provider.createSubMerchant(details);
        if (!created.ok) return expect.fail(created.errorMessage);
        expect(await provider.createSubMerchant(details)).toEqual(created);
        const updated = await provider.updateSubMerchant({ ...details, subMerchantKey: created.subMerchantKey, address: 'Yeni adres, Osmangazi, Bursa' });
        expect(updated).toEqual(created);
      });

      it('checks TCKN, VKN, IBAN and mobile number on our side', async () => {
        const personal = sellerDetails('PERSONAL');
        const company = sellerDetails('LIMITED_OR_JOINT_STOCK_COMPANY');
        for (const details of [
          { ...personal, identityNumber: '74300864791' },
          { ...company, taxNumber: '1234567891' },
          { ...company, iban: 'TR330006100519786457841327' },
          { ...company, gsmNumber: '05321234567' },
        ]) {
          expect(await provider.createSubMerchant(details)).toMatchObject({ ok: false, errorGroup: 'INVALID_SUBMERCHANT' });
        }
      });

      it('refuses to update an unknown sub-merchant', async () => {
        expect(await provider.updateSubMerchant({ ...sellerDetails(), subMerchantKey: 'no-such-key' })).toMatchObject({
          ok: false,
          errorGroup: 'SUBMERCHANT_NOT_FOUND',
        });
      });
    });

    it('never logs nor answers a full card number', async () => {
      const answers: unknown[] = [];
      for (const number of allTestCardNumbers) {
        answers.push(await provider.pay(paymentRequest(number, twoSellers())));
        answers.push(await provider.initializeThreeDS({ ...paymentRequest(number, twoSellers()), callbackUrl }));
      }
      answers.push(await provider.pay(paymentRequest('5528790000000009', twoSellers())));
      const written = JSON.stringify([harness.logs, answers]);
      expect(harness.logs.length).toBeGreaterThan(0);
      for (const number of [...allTestCardNumbers, '5528790000000009']) expect(written).not.toContain(number);
    });
  });
}
