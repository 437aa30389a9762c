import { Waves } from 'lucide-react';
import { colours } from '#/lib/design-colours.ts';

interface Props {
  /** Square fills the whole tile (Apple touch icons, maskable icons). */
  shape: 'round' | 'square';
  /** Left out, the SVG scales freely. */
  size?: number;
}

/** The header logo's: a 20 px glyph in a 36 px circle. */
const VIEW = 36;
const GLYPH = 20;

/** The one source of every icon. */
export default function AppIcon({ shape, size }: Props) {
  const offset = (VIEW - GLYPH) / 2;
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox={`0 0 ${VIEW} ${VIEW}`} width={size} height={size}>
      {shape === 'round' ? (
        <circle cx={VIEW / 2} cy={VIEW / 2} r={VIEW / 2} fill={colours.primary} />
      ) : (
        <rect width={VIEW} height={VIEW} fill={colours.primary} />
      )}
      <Waves x={offset} y={offset} width={GLYPH} height={GLYPH} color={colours['on-primary']} aria-hidden="true" />
    </svg>
  );
}
