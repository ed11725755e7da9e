import { describe, expect, it } from 'vitest';
import { shopFromHost } from './shop-host';

describe('shopFromHost', () => {
  it('reads the shop from a subdomain of the marketplace host, with or without a port', () => {
    expect(shopFromHost('texno-merkez.bazar.az', 'bazar.az')).toBe('texno-merkez');
    expect(shopFromHost('texno-merkez.localhost:3000', 'localhost')).toBe('texno-merkez');
    expect(shopFromHost('Texno-Merkez.Bazar.az', 'bazar.az')).toBe('texno-merkez');
  });

  it('is null for the marketplace itself, www, deeper names and other hosts', () => {
    expect(shopFromHost('bazar.az', 'bazar.az')).toBeNull();
    expect(shopFromHost('localhost:3000', 'localhost')).toBeNull();
    expect(shopFromHost('www.bazar.az', 'bazar.az')).toBeNull();
    expect(shopFromHost('a.b.bazar.az', 'bazar.az')).toBeNull();
    expect(shopFromHost('texno-merkez.example.com', 'bazar.az')).toBeNull();
    expect(shopFromHost('evilbazar.az', 'bazar.az')).toBeNull();
  });
});
