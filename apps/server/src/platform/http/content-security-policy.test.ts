import { describe, expect, it } from 'vitest';
import { cspDirectives, tileSourceOf } from './content-security-policy';

const noTrackers = { metaPixelId: null, ga4MeasurementId: null, hotjarSiteId: null };
const noTiles = { street: null, satellite: null, attribution: null };

describe('tileSourceOf', () => {
  it.each([
    ['https://tile.example.com/{z}/{x}/{y}.png', 'https://tile.example.com'],
    ['https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://*.tile.openstreetmap.org'],
    ['http://tiles.internal:8080/styles/{z}/{x}/{y}{r}.png', 'http://tiles.internal:8080'],
    // A placeholder inside the host cannot be a CSP source: the scheme is the narrowest that still works.
    ['https://tiles-{s}.example.com/{z}/{x}/{y}.png', 'https:'],
  ])('allows %s as %s', (template, source) => {
    expect(tileSourceOf(template)).toBe(source);
  });
});

describe('cspDirectives', () => {
  it('allows each configured tracker’s hosts and no other tracker’s', () => {
    const directives = cspDirectives({
      analytics: { ...noTrackers, metaPixelId: '123456789012345', hotjarSiteId: '1234567' },
      mapTiles: noTiles,
      publicBaseUrl: 'https://freight.example.com',
    });
    expect(directives['script-src']).toEqual(["'self'", 'https://connect.facebook.net', 'https://*.hotjar.com']);
    expect(directives['connect-src']).toContain('wss://*.hotjar.com');
    expect(directives['frame-src']).toEqual(['https://*.hotjar.com']);
    expect(JSON.stringify(directives)).not.toContain('google');
  });

  it('allows inline styles (Mantine, Leaflet) but never inline scripts', () => {
    const directives = cspDirectives({
      analytics: noTrackers,
      mapTiles: noTiles,
      publicBaseUrl: 'http://localhost:3000',
    });
    expect(directives['style-src']).toContain("'unsafe-inline'");
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['script-src-attr']).toEqual(["'none'"]);
    expect(directives['frame-src']).toEqual(["'none'"]);
  });
});
