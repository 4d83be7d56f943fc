import type { Signature } from '@freight/domain';
import { Button, Group, Input, Text } from '@mantine/core';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import SignaturePad from 'signature_pad';
import { toSignature } from './signature-strokes';

/**
 * A signature drawn with a finger (signature_pad draws smooth, pressure-like strokes). Each finished stroke is
 * reported as the wire's Signature, null once cleared. The canvas is sized to its box at the device's pixel ratio so
 * the ink is sharp and the points are in CSS pixels.
 */
export const SignaturePadField = ({
  label,
  onChange,
  error,
}: {
  label: string;
  onChange: (signature: Signature | null) => void;
  error?: string | null;
}) => {
  const { t } = useTranslation('booking');
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const id = useId();

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    const { width, height } = canvas.getBoundingClientRect();
    canvas.width = width * ratio;
    canvas.height = height * ratio;
    canvas.getContext('2d')?.scale(ratio, ratio);
    const pad = new SignaturePad(canvas, { penColor: '#111' });
    padRef.current = pad;
    const report = () => onChangeRef.current(toSignature(pad.toData(), width, height));
    pad.addEventListener('endStroke', report);
    return () => {
      pad.removeEventListener('endStroke', report);
      pad.off();
      padRef.current = null;
    };
  }, []);

  const clear = () => {
    padRef.current?.clear();
    onChange(null);
  };

  return (
    <Input.Wrapper label={label} id={id} error={error}>
      <canvas
        ref={canvasRef}
        id={id}
        aria-label={label}
        data-testid={`signature-${label}`}
        style={{
          display: 'block',
          width: '100%',
          height: 140,
          touchAction: 'none',
          border: '1px solid var(--mantine-color-gray-4)',
          borderRadius: 4,
          background: 'white',
        }}
      />
      <Group justify="space-between" mt={4}>
        <Text size="xs" c="dimmed">
          {t('inspection.signHere')}
        </Text>
        <Button size="compact-xs" variant="subtle" onClick={clear}>
          {t('inspection.clearSignature')}
        </Button>
      </Group>
    </Input.Wrapper>
  );
};
