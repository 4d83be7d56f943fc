import { SIGNATURE_POINTS_MAX, SIGNATURE_SCALE, type Signature } from '@freight/domain';

type PadPoint = { x: number; y: number };

const clampScaled = (value: number, size: number) =>
  Math.min(SIGNATURE_SCALE, Math.max(0, Math.round((value / size) * SIGNATURE_SCALE)));

/**
 * A signature pad's strokes (signature_pad's `toData()`, in CSS pixels of a `width` x `height` box) as the wire's
 * Signature: whole numbers on a 0..SIGNATURE_SCALE square plus the box's aspect, so it is redrawn unstretched at any
 * size. Null for an empty pad. Points past the server's limit are dropped from the end (a scribble, not a signature).
 */
export const toSignature = (groups: { points: PadPoint[] }[], width: number, height: number): Signature | null => {
  if (width <= 0 || height <= 0) return null;
  let budget = SIGNATURE_POINTS_MAX;
  const strokes: [number, number][][] = [];
  for (const group of groups) {
    if (budget <= 0) break;
    const points = group.points
      .slice(0, budget)
      .map((point): [number, number] => [clampScaled(point.x, width), clampScaled(point.y, height)]);
    if (points.length === 0) continue;
    budget -= points.length;
    strokes.push(points);
  }
  if (strokes.length === 0) return null;
  return { aspect: Math.min(10, Math.max(0.2, width / height)), strokes };
};

/** The SVG viewBox a signature is drawn in: its aspect kept, SIGNATURE_SCALE high. */
export const signatureViewBox = (signature: Signature): string =>
  `0 0 ${Math.round(SIGNATURE_SCALE * signature.aspect)} ${SIGNATURE_SCALE}`;

/** The strokes as one SVG path in signatureViewBox; a one-point stroke (a dot) becomes a tiny line so it shows. */
export const signaturePath = (signature: Signature): string =>
  signature.strokes
    .map((stroke) => {
      const points = stroke.map(([x, y]) => [x * signature.aspect, y] as const);
      const [first, ...rest] = points;
      if (!first) return '';
      const tail = rest.length > 0 ? rest : [[first[0] + 1, first[1]] as const];
      return `M${first[0].toFixed(0)} ${first[1]}${tail.map(([x, y]) => `L${x.toFixed(0)} ${y}`).join('')}`;
    })
    .join('');
