import { describe, expect, it } from 'vitest';
import { fetchableLink } from './public-link';

describe('links the server may fetch (Excel photo links)', () => {
  it('[SEL-05] refuses this machine, the internal network, cloud metadata and other schemes', async () => {
    for (const link of [
      'http://127.0.0.1:5432/',
      'http://localhost/admin',
      'http://10.0.0.5/photo.png',
      'http://192.168.1.1/photo.png',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/photo.png',
      'http://[::ffff:127.0.0.1]/photo.png',
      'file:///etc/passwd',
      'ftp://93.184.216.34/photo.png',
      'not a link',
    ])
      expect(await fetchableLink(link, false), link).toBe(false);
  });

  it('[SEL-05] lets public addresses through, and this machine only when tests allow it', async () => {
    expect(await fetchableLink('https://93.184.216.34/photo.png', false)).toBe(true);
    expect(await fetchableLink('http://127.0.0.1:8080/photo.png', true)).toBe(true);
  });
});
