import { describe, expect, it } from 'vitest';
import { clampView, placement, sourceSquare, ZOOM_MAX, ZOOM_MIN } from './square-crop';

const LANDSCAPE = { widthPx: 4000, heightPx: 3000 };
const FRAME_PX = 300;

describe('the square crop of a profile picture', () => {
  it('starts with the centred square of the short side', () => {
    expect(sourceSquare(LANDSCAPE, FRAME_PX, { zoom: 1, offsetXPx: 0, offsetYPx: 0 })).toEqual({
      xPx: 500,
      yPx: 0,
      sidePx: 3000,
    });
  });

  it('takes a smaller square around the centre when zoomed in', () => {
    expect(sourceSquare(LANDSCAPE, FRAME_PX, { zoom: 2, offsetXPx: 0, offsetYPx: 0 })).toEqual({
      xPx: 1250,
      yPx: 750,
      sidePx: 1500,
    });
  });

  it('moves the square the other way when the picture is dragged right, and stops at the picture’s edge', () => {
    const dragged = sourceSquare(LANDSCAPE, FRAME_PX, { zoom: 1, offsetXPx: 25, offsetYPx: 0 });
    expect(dragged.xPx).toBeCloseTo(250);
    const tooFar = sourceSquare(LANDSCAPE, FRAME_PX, { zoom: 1, offsetXPx: 1000, offsetYPx: -1000 });
    expect(tooFar).toEqual({ xPx: 0, yPx: 0, sidePx: 3000 });
  });

  it('keeps the zoom between its limits', () => {
    expect(clampView(LANDSCAPE, FRAME_PX, { zoom: 0.2, offsetXPx: 0, offsetYPx: 0 }).zoom).toBe(ZOOM_MIN);
    expect(clampView(LANDSCAPE, FRAME_PX, { zoom: 99, offsetXPx: 0, offsetYPx: 0 }).zoom).toBe(ZOOM_MAX);
  });

  it('always cuts a square lying wholly inside the picture, whatever the picture and the view', () => {
    const images = [
      { widthPx: 1, heightPx: 1 },
      { widthPx: 4032, heightPx: 3024 },
      { widthPx: 3024, heightPx: 4032 },
      { widthPx: 7999, heightPx: 13 },
    ];
    const zooms = [0, 1, 1.37, 3, 10];
    const offsetsPx = [-5000, -33.3, 0, 12.5, 5000];
    for (const image of images) {
      for (const zoom of zooms) {
        for (const offsetXPx of offsetsPx) {
          for (const offsetYPx of offsetsPx) {
            const square = sourceSquare(image, FRAME_PX, { zoom, offsetXPx, offsetYPx });
            const tolerancePx = 1e-9 * Math.max(image.widthPx, image.heightPx);
            expect(square.xPx).toBeGreaterThanOrEqual(-tolerancePx);
            expect(square.yPx).toBeGreaterThanOrEqual(-tolerancePx);
            expect(square.xPx + square.sidePx).toBeLessThanOrEqual(image.widthPx + tolerancePx);
            expect(square.yPx + square.sidePx).toBeLessThanOrEqual(image.heightPx + tolerancePx);
          }
        }
      }
    }
  });

  it('draws the picture covering the frame for the preview', () => {
    expect(placement(LANDSCAPE, FRAME_PX, { zoom: 1, offsetXPx: 0, offsetYPx: 0 })).toEqual({
      leftPx: -50,
      topPx: 0,
      widthPx: 400,
      heightPx: 300,
    });
  });
});
