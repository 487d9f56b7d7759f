import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_CONSENT_KEY,
  analyticsStep,
  readAnalyticsConsent,
  writeAnalyticsConsent,
} from '../../../engine';
import { memoryStorage } from './memory-storage';

const skin = {
  gtagId: 'G-BRAND',
  scriptUrl: 'https://tags.example.com/gtag/js',
  consentBanner: true,
};

describe('the analytics script (spec 001 §3 gtagId), after consent', () => {
  it('asks first, when the skin and the permission both name an id and the banner is on', () => {
    expect(analyticsStep(skin, 'G-GATEWAY', null)).toEqual({ kind: 'ask' });
  });

  it('loads the gateway’s id once the player accepted, configuring both ids', () => {
    expect(analyticsStep(skin, 'G-GATEWAY', 'accepted')).toEqual({
      kind: 'load',
      scriptUrl: 'https://tags.example.com/gtag/js?id=G-GATEWAY',
      ids: ['G-GATEWAY', 'G-BRAND'],
    });
    expect(analyticsStep(skin, 'G-BRAND', 'accepted')).toMatchObject({ ids: ['G-BRAND'] });
  });

  it('loads nothing after a decline', () => {
    expect(analyticsStep(skin, 'G-GATEWAY', 'declined')).toEqual({ kind: 'declined' });
  });

  it('is off without the skin’s id, the permission’s id or the banner, whatever was consented', () => {
    expect(analyticsStep({ ...skin, gtagId: '' }, 'G-GATEWAY', 'accepted')).toEqual({
      kind: 'off',
    });
    expect(analyticsStep(skin, '', 'accepted')).toEqual({ kind: 'off' });
    expect(analyticsStep(skin, undefined, null)).toEqual({ kind: 'off' });
    expect(analyticsStep({ ...skin, consentBanner: false }, 'G-GATEWAY', 'accepted')).toEqual({
      kind: 'off',
    });
  });

  it('remembers an accept and a decline, and reads anything else as no answer yet', () => {
    const storage = memoryStorage();
    expect(readAnalyticsConsent(storage)).toBeNull();
    writeAnalyticsConsent(storage, 'declined');
    expect(storage.entries()).toEqual({ [ANALYTICS_CONSENT_KEY]: 'declined' });
    expect(readAnalyticsConsent(storage)).toBe('declined');
    writeAnalyticsConsent(storage, 'accepted');
    expect(readAnalyticsConsent(storage)).toBe('accepted');
    expect(readAnalyticsConsent(memoryStorage({ [ANALYTICS_CONSENT_KEY]: 'maybe' }))).toBeNull();
  });
});
