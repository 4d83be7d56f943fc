import { describe, expect, it } from 'vitest';
import { baseLayersFor, pickBaseLayer } from './base-layers';

const none = { street: null, satellite: null, attribution: null };
const street = 'https://tile.example/{z}/{x}/{y}.png';
const satellite = 'https://imagery.example/{z}/{y}/{x}.jpg';

describe('baseLayersFor', () => {
  it('draws the offline outline basemap, with no satellite choice, when no tile server is configured', () => {
    expect(baseLayersFor(none)).toEqual({ street: { kind: 'outline' }, satellite: null });
  });

  it('draws the outlines while the public configuration is still loading or failed to load', () => {
    expect(baseLayersFor(undefined)).toEqual({ street: { kind: 'outline' }, satellite: null });
  });

  it('uses the configured street and satellite tiles with their credit', () => {
    expect(baseLayersFor({ street, satellite, attribution: '© Example Maps' })).toEqual({
      street: { kind: 'tiles', url: street, attribution: '© Example Maps' },
      satellite: { kind: 'tiles', url: satellite, attribution: '© Example Maps' },
    });
  });

  it('keeps the outlines as the street layer when only satellite tiles are configured', () => {
    expect(baseLayersFor({ ...none, satellite })).toEqual({
      street: { kind: 'outline' },
      satellite: { kind: 'tiles', url: satellite, attribution: '' },
    });
  });

  it('shows a configured attribution as text, never as markup', () => {
    const layers = baseLayersFor({ ...none, street, attribution: '<img src=x onerror=alert(1)> & "Co"' });
    expect(layers.street).toMatchObject({ attribution: '&#60;img src=x onerror=alert(1)&#62; &#38; &#34;Co&#34;' });
  });
});

describe('pickBaseLayer', () => {
  const layers = baseLayersFor({ street, satellite, attribution: null });

  it('gives the layer asked for', () => {
    expect(pickBaseLayer(layers, 'street')).toMatchObject({ url: street });
    expect(pickBaseLayer(layers, 'satellite')).toMatchObject({ url: satellite });
  });

  it('falls back to the street layer when satellite is asked for but not configured', () => {
    expect(pickBaseLayer(baseLayersFor(none), 'satellite')).toEqual({ kind: 'outline' });
  });
});
