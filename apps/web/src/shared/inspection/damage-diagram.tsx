import { UnstyledButton } from '@mantine/core';
import type { MouseEvent } from 'react';

type Point = { x: number; y: number };

/**
 * The load seen from above (front to the top), where damage is marked: each mark is a numbered dot at its place, 0..1
 * each way. Marks from an earlier inspection (pickup, seen at delivery) are grey, so new damage stands out. Tapping
 * the diagram places a mark when `onPlace` is given.
 */
export const DamageDiagram = ({
  marks,
  previous = [],
  onPlace,
  label,
  maxWidth = 220,
}: {
  marks: Point[];
  previous?: Point[];
  onPlace?: (point: Point) => void;
  label: string;
  /** CSS pixels: large enough to tap precisely when marking, smaller when only read. */
  maxWidth?: number;
}) => {
  const place = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const clamp = (value: number) => Math.min(1, Math.max(0, Math.round(value * 1000) / 1000));
    onPlace?.({ x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height) });
  };
  const drawing = (
    <svg viewBox="0 0 200 300" role="img" aria-label={label} style={{ width: '100%', maxWidth, display: 'block' }}>
      <rect x="40" y="10" width="120" height="280" rx="24" fill="var(--mantine-color-gray-1)" stroke="currentColor" />
      <rect x="55" y="30" width="90" height="50" rx="8" fill="none" stroke="currentColor" strokeDasharray="4 3" />
      <path d="M100 14 L92 24 L108 24 Z" fill="currentColor" />
      {previous.map((mark, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: earlier marks have no id and never reorder
        <circle key={`p${index}`} cx={mark.x * 200} cy={mark.y * 300} r="7" fill="var(--mantine-color-gray-5)" />
      ))}
      {marks.map((mark, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: marks have no id; their number is their place in the list
        <g key={index}>
          <circle cx={mark.x * 200} cy={mark.y * 300} r="9" fill="var(--mantine-color-red-6)" />
          <text x={mark.x * 200} y={mark.y * 300 + 4} textAnchor="middle" fontSize="11" fill="white">
            {index + 1}
          </text>
        </g>
      ))}
    </svg>
  );
  if (!onPlace) return drawing;
  return (
    <UnstyledButton onClick={place} aria-label={label} data-testid="damage-diagram" style={{ maxWidth }}>
      {drawing}
    </UnstyledButton>
  );
};
