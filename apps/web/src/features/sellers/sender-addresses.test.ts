import { describe, expect, it } from 'vitest';
import { profileOf, senderAddressOf, storeEntry } from '@/testing/seller-fixtures';
import { applySenderAddressChange, type SenderAddressValues } from './sender-addresses';

const defaults = (entries: Array<{ isDefault: boolean }>) => entries.filter((entry) => entry.isDefault).length;
const { addresses } = profileOf();

const newAddress: SenderAddressValues = {
  name: 'Yeni Depo',
  phone: '0216 555 44 33',
  email: 'yeni@demir.com.tr',
  address: 'Aydınlı Mah. No: 4',
  street: '',
  city: 'İstanbul',
  district: 'Tuzla',
  country: 'TR',
  zip: '34953',
};

describe('sender address list changes (spec §4: exactly one default)', () => {
  it('setting a default clears every other default, the store entry included', () => {
    const body = applySenderAddressChange(addresses, { kind: 'setDefault', id: 'a2' });
    expect(body.map((entry) => [entry.addressUUID, entry.isDefault])).toEqual([
      ['store-default', false],
      ['a1', false],
      ['a2', true],
    ]);
    expect(body[0]).toEqual({ addressUUID: 'store-default', isDefault: false });
  });

  it('the store address can become the default again', () => {
    const body = applySenderAddressChange(addresses, { kind: 'setDefault', id: 'store-default' });
    expect(body.map((entry) => entry.isDefault)).toEqual([true, false, false]);
  });

  it('a new address saved as default is the only default; without the flag nothing else changes', () => {
    const asDefault = applySenderAddressChange(addresses, { kind: 'add', address: newAddress, isDefault: true });
    expect(defaults(asDefault)).toBe(1);
    expect(asDefault.at(-1)).toEqual({
      isDefault: true,
      isActive: true,
      senderAddress: { ...newAddress, street: null },
    });
    const plain = applySenderAddressChange(addresses, { kind: 'add', address: newAddress, isDefault: false });
    expect(plain.map((entry) => entry.isDefault)).toEqual([false, true, false, false]);
  });

  it('deleting the default address makes the store address the default', () => {
    const body = applySenderAddressChange(addresses, { kind: 'delete', id: 'a1' });
    expect(body.map((entry) => [entry.addressUUID, entry.isDefault])).toEqual([
      ['store-default', true],
      ['a2', false],
    ]);
  });

  it('never deletes the store entry and keeps exactly one default through an update', () => {
    expect(applySenderAddressChange(addresses, { kind: 'delete', id: 'store-default' })).toHaveLength(3);
    const updated = applySenderAddressChange(addresses, { kind: 'update', id: 'a1', address: newAddress, isDefault: false });
    expect(updated.map((entry) => entry.isDefault)).toEqual([true, false, false]);
    expect(updated[1]?.senderAddress?.name).toBe('Yeni Depo');
    const list = [storeEntry, senderAddressOf('a1', 'Depo', false)];
    expect(defaults(applySenderAddressChange(list, { kind: 'update', id: 'a1', address: newAddress, isDefault: true }))).toBe(1);
  });
});
