/**
 * Puerto Rico's pictograms, small inline SVG: each good and the quarry has a shape of its own (a
 * corn cob, an indigo drop, a sugar cube, a tobacco leaf, a coffee bean, stones), drawn in the ink
 * of the piece's colour; on a tile, a barrel, or bare. Decorative: the words beside them say the
 * kind, for screen readers and for anyone.
 */
import type { TileKind } from '../../../engine/puerto-rico/types';
import { KIND_LOOK } from './look';

function Glyph({ kind, ink }: { kind: TileKind; ink: string }) {
  switch (kind) {
    case 'corn':
      return (
        <g fill="none" stroke={ink} stroke-width="1.6" stroke-linecap="round">
          <ellipse cx="12" cy="10" rx="3.2" ry="6.2" fill={ink} fill-opacity="0.25" />
          <path d="M10 8h4M10 11h4M10.5 14h3" />
          <path d="M12 20c-4-1-6-4-6-8M12 20c4-1 6-4 6-8" />
        </g>
      );
    case 'indigo':
      return <path d="M12 3c-3.5 5-6 8-6 11a6 6 0 0 0 12 0c0-3-2.5-6-6-11z" fill={ink} />;
    case 'sugar':
      return (
        <g fill="none" stroke={ink} stroke-width="1.6" stroke-linejoin="round">
          <path d="M12 4l7 3.5v8L12 19l-7-3.5v-8z" />
          <path d="M5 7.5l7 3.5 7-3.5M12 11v8" />
        </g>
      );
    case 'tobacco':
      return (
        <g>
          <path d="M12 3c-6 4-7 11-1 17 7-5 7-12 1-17z" fill={ink} />
          <path d="M12 5v14" stroke={KIND_LOOK.tobacco.fill} stroke-width="1.2" />
        </g>
      );
    case 'coffee':
      return (
        <g>
          <ellipse cx="12" cy="12" rx="5.2" ry="7.5" transform="rotate(25 12 12)" fill={ink} />
          <path d="M9.5 5.5c3 3-1 8 3 13" fill="none" stroke={KIND_LOOK.coffee.fill} stroke-width="1.4" />
        </g>
      );
    case 'quarry':
      return (
        <g fill={ink}>
          <path d="M3 19l3-6 4 1 2 5z" />
          <path d="M11 19l2-7 5-2 3 9z" />
          <path d="M7 12l2-5 4 1-1 4z" />
        </g>
      );
  }
}

/** The kind alone, in its ink on its colour: a tile's face. */
export function TilePicto({ kind, size = 24 }: { kind: TileKind; size?: number }) {
  const look = KIND_LOOK[kind];
  return (
    <svg class="pr-picto" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="0.75" y="0.75" width="22.5" height="22.5" rx="4" fill={look.fill} stroke="#1d1d1d" stroke-width="1.5" />
      <Glyph kind={kind} ink={look.ink} />
    </svg>
  );
}

/** A barrel of a good: the barrel in the good's colour, hoops, and the good's shape on it. */
export function BarrelPicto({ kind, size = 24 }: { kind: TileKind; size?: number }) {
  const look = KIND_LOOK[kind];
  return (
    <svg class="pr-picto pr-barrel" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M5 2h14c2.5 6 2.5 14 0 20H5C2.5 16 2.5 8 5 2z" fill={look.fill} stroke="#1d1d1d" stroke-width="1.5" />
      <path d="M3.6 6.5h16.8M3.6 17.5h16.8" stroke="#1d1d1d" stroke-width="1.2" />
      <g transform="translate(6 6) scale(0.5)">
        <Glyph kind={kind} ink={look.ink} />
      </g>
    </svg>
  );
}

/** A doubloon. */
export function CoinPicto({ size = 18 }: { size?: number }) {
  return (
    <svg class="pr-picto" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10.5" fill="#e0b43a" stroke="#6b4e00" stroke-width="1.5" />
      <circle cx="12" cy="12" r="6.5" fill="none" stroke="#6b4e00" stroke-width="1.2" />
    </svg>
  );
}

/** A colonist: the brown disc of the game, or an empty circle's ring. */
export function ColonistPicto({ size = 16, empty = false }: { size?: number; empty?: boolean }) {
  return (
    <svg class="pr-picto" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {empty ? <circle cx="12" cy="12" r="9.5" fill="#fff" stroke="#5d4037" stroke-width="2" stroke-dasharray="3 2" /> : <circle cx="12" cy="12" r="10" fill="#5d4037" stroke="#1d1d1d" stroke-width="1.5" />}
    </svg>
  );
}
