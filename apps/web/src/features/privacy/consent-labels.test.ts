import { consentTexts } from '@pazaryeri/contract/privacy/index';
import { describe, expect, it } from 'vitest';
import { analyticsConsentText } from './consent-labels';

describe('the cookie banner’s copy of the analytics consent text', () => {
  it('is the contract’s text, word for word (copy consentTexts.analytics.text when it changes)', () => {
    expect(analyticsConsentText).toBe(consentTexts.analytics.text);
  });
});
