import { describe, expect, it } from 'vitest';
import { shareTargets } from './share-links';

describe('blog share links [CNT-05]', () => {
  it('[CNT-05] carries the canonical address (and the title where the network takes one) to four networks', () => {
    const url = 'https://bazar.az/en/blog/4-how-to-choose-a-smartphone';
    const targets = Object.fromEntries(
      shareTargets(url, 'Phones & tablets: a guide').map((target) => [target.name, new URL(target.href)]),
    );
    expect(Object.keys(targets)).toEqual(['Facebook', 'X', 'WhatsApp', 'Telegram']);
    expect(targets.Facebook?.origin + (targets.Facebook?.pathname ?? '')).toBe(
      'https://www.facebook.com/sharer/sharer.php',
    );
    expect(targets.Facebook?.searchParams.get('u')).toBe(url);
    expect(targets.X?.host).toBe('x.com');
    expect(targets.X?.searchParams.get('url')).toBe(url);
    expect(targets.X?.searchParams.get('text')).toBe('Phones & tablets: a guide');
    expect(targets.WhatsApp?.host).toBe('wa.me');
    expect(targets.WhatsApp?.searchParams.get('text')).toBe(`Phones & tablets: a guide ${url}`);
    expect(targets.Telegram?.pathname).toBe('/share/url');
    expect(targets.Telegram?.searchParams.get('url')).toBe(url);
  });
});
