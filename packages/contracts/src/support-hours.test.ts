import { describe, expect, it } from 'vitest';
import { supportStatus } from './support-hours';

/** A moment given as Baku wall-clock time (UTC+4). */
const baku = (local: string) => new Date(`${local}+04:00`);

describe('support hours [CNT-09]', () => {
  it('[CNT-09] is open Monday to Thursday from 09:00 until 18:00, Baku time', () => {
    expect(supportStatus(baku('2026-03-02T09:00:00'))).toEqual({ open: true }); // Monday
    expect(supportStatus(baku('2026-03-05T17:59:59'))).toEqual({ open: true }); // Thursday
    // 06:30 UTC on a Monday is 10:30 in Baku, whatever the server's own zone.
    expect(supportStatus(new Date('2026-03-02T06:30:00Z'))).toEqual({ open: true });
  });

  it('[CNT-09] is closed outside those hours and says when it opens next', () => {
    expect(supportStatus(baku('2026-03-02T08:59:00'))).toEqual({ open: false, opensOn: 'today' });
    expect(supportStatus(baku('2026-03-02T18:00:00'))).toEqual({ open: false, opensOn: 'tomorrow' });
    expect(supportStatus(baku('2026-03-05T18:00:00'))).toEqual({ open: false, opensOn: 'mon' });
    expect(supportStatus(baku('2026-03-06T12:00:00'))).toEqual({ open: false, opensOn: 'mon' }); // Friday
    expect(supportStatus(baku('2026-03-08T12:00:00'))).toEqual({ open: false, opensOn: 'tomorrow' }); // Sunday
    // 21:00 UTC on a Thursday is already Friday 01:00 in Baku.
    expect(supportStatus(new Date('2026-03-05T21:00:00Z'))).toEqual({ open: false, opensOn: 'mon' });
  });
});
