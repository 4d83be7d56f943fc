import type { Signature } from '@freight/domain';
import { signaturePath, signatureViewBox } from './signature-strokes';

/** A stored signature redrawn from its strokes (never an image: nothing to leak through a picture URL). */
export const SignatureDrawing = ({ signature, label }: { signature: Signature; label: string }) => (
  <svg
    viewBox={signatureViewBox(signature)}
    role="img"
    aria-label={label}
    style={{ width: '100%', maxWidth: 320, height: 'auto', background: 'var(--mantine-color-gray-0)' }}
  >
    <path
      d={signaturePath(signature)}
      fill="none"
      stroke="currentColor"
      strokeWidth={18}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);
