import { type ConsentsView, consentBannerVersion } from '@bazar/contracts';
import { describe, expect, it } from 'vitest';
import { privacyChrome } from './consent-chrome.server';
import { formatConsent, parseConsent } from './consent-cookie';

const analyticsId = 'G-TEST12345';
const current = String(consentBannerVersion);

function memberView(overrides: Partial<ConsentsView> = {}): ConsentsView {
  return {
    bannerVersion: consentBannerVersion,
    choices: { analytics: true, marketing: false, maps: null },
    choicesVersion: consentBannerVersion,
    documents: [],
    restricted: false,
    ...overrides,
  };
}

describe('the consent cookie [PRV-05]', () => {
  it('keeps the banner version and the purposes granted, and reads anything else as no choice', () => {
    const state = parseConsent(`${current}.analytics.maps`);
    expect(state).toEqual({
      version: consentBannerVersion,
      granted: { analytics: true, marketing: false, maps: true },
    });
    expect(formatConsent(state)).toBe(`${current}.analytics.maps`);
    expect(parseConsent(current).granted).toEqual({ analytics: false, marketing: false, maps: false });
    for (const junk of [null, '', 'analytics', 'x.analytics', '12345.analytics'])
      expect(parseConsent(junk).version, String(junk)).toBe(0);
  });
});

describe('what a store page loads [PRV-05]', () => {
  it('shows no banner and loads nothing without ANALYTICS_ID, whatever the cookie says', () => {
    const chrome = privacyChrome({}, `consent=${current}.analytics.marketing`, null, 'az');
    expect(chrome.banner).toBe(false);
    expect(chrome.analytics).toBeNull();
    expect(chrome.maps).toBeNull();
  });

  it('asks a new visitor, and one who answered an older wording, and loads the pixel only after consent', () => {
    expect(privacyChrome({ analyticsId }, null, null, 'az')).toMatchObject({ banner: true, analytics: null });
    const older = `consent=${consentBannerVersion - 1}.analytics`;
    expect(privacyChrome({ analyticsId }, older, null, 'az')).toMatchObject({
      banner: true,
      analytics: null,
    });
    expect(privacyChrome({ analyticsId }, `consent=${current}`, null, 'az')).toMatchObject({
      banner: false,
      analytics: null,
    });
    expect(privacyChrome({ analyticsId }, `consent=${current}.analytics`, null, 'az').analytics).toEqual({
      id: analyticsId,
      marketing: false,
    });
    expect(
      privacyChrome({ analyticsId }, `consent=${current}.analytics.marketing`, null, 'az').analytics,
    ).toEqual({ id: analyticsId, marketing: true });
  });

  it('[PRV-04] loads no pixel for a member who restricted processing, even with the cookie granting it', () => {
    const cookie = `consent=${current}.analytics.marketing`;
    expect(
      privacyChrome({ analyticsId }, cookie, memberView({ restricted: true }), 'az').analytics,
    ).toBeNull();
  });

  it('offers the map with MAPS_KEY, loading it at once only with the maps consent', () => {
    expect(privacyChrome({ mapsKey: 'maps-key' }, null, null, 'az').maps).toEqual({
      key: 'maps-key',
      consented: false,
    });
    expect(privacyChrome({ mapsKey: 'maps-key' }, 'consent=0.maps', null, 'az').maps?.consented).toBe(true);
  });
});

describe('the notice of a changed legal text [PRV-03]', () => {
  const upcoming = { version: 3, effectiveAt: '2026-11-30T20:00:00.000Z' };
  const inForce = { version: 2, effectiveAt: '2025-01-01T00:00:00.000Z' };

  it('names each upcoming version the member has not accepted, dated on Baku’s calendar in words', () => {
    const view = memberView({
      documents: [
        { document: 'privacy-policy', acceptedVersion: 2, inForce, upcoming },
        { document: 'buyer-agreement', acceptedVersion: 3, inForce, upcoming },
      ],
    });
    // 20:00 UTC on 30 November is already 1 December in Baku.
    expect(privacyChrome({}, null, view, 'en').notices).toEqual([
      { document: 'privacy-policy', version: 3, date: 'December 1, 2026' },
    ]);
    expect(privacyChrome({}, null, view, 'az').notices[0]?.date).toMatch(/^1 dekabr 2026/);
    expect(privacyChrome({}, null, view, 'ru').notices[0]?.date).toMatch(/^1 декабря 2026/);
  });

  it('says nothing when no version is announced', () => {
    const view = memberView({
      documents: [{ document: 'privacy-policy', acceptedVersion: null, inForce, upcoming: null }],
    });
    expect(privacyChrome({}, null, view, 'az').notices).toEqual([]);
  });
});
