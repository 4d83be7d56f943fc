import { describe, expect, it } from 'vitest';
import { drawnReply, isPainterReply, isPainterRequest } from './place-label-messages';

const draw = {
  type: 'draw' as const,
  id: 7,
  canvas: 1,
  picture: {
    width: 1170,
    height: 960,
    ratio: 3,
    labels: {
      regions: [['SK', 10, 20] as [string, number, number]],
      towns: [['Regina', 30, 40] as [string, number, number]],
    },
  },
};

describe('the names worker messages', () => {
  it('answers a drawing with its id and the number of names it holds', () => {
    expect(drawnReply(draw)).toEqual({ type: 'drawn', id: 7, names: 2 });
  });

  it('tells requests and replies apart from anything else posted', () => {
    expect(isPainterRequest(draw)).toBe(true);
    expect(isPainterRequest({ type: 'canvases', canvases: [] })).toBe(true);
    expect(isPainterRequest(drawnReply(draw))).toBe(false);
    expect(isPainterReply(drawnReply(draw))).toBe(true);
    expect(isPainterReply({ type: 'drawn' })).toBe(false);
    expect(isPainterReply(null)).toBe(false);
    expect(isPainterRequest('draw')).toBe(false);
  });

  it('survives structured cloning whole, as postMessage copies it', () => {
    expect(structuredClone(draw)).toEqual(draw);
  });
});
