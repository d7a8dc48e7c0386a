/**
 * Puerto Rico's pictograms: each good and the quarry has a shape of its own (a corn cob, an indigo
 * drop, a sugar cube, a tobacco leaf, a coffee bean, stones), drawn in the ink of the piece's colour
 * on a tile or a barrel; a doubloon; a colonist and an empty circle. Decorative: the words beside
 * them say the kind, for screen readers and for anyone.
 *
 * Each is drawn once per board, as an SVG `<symbol>` in the board's own `PictoSymbols`, and every
 * pictogram on that board is a `<use>` of it: a board holds a hundred pictograms, and so two
 * elements each rather than a drawing each. The symbols travel with the board (a worked example, a
 * table, a printed key step rendered at build time), each board's under ids of its own.
 */
import { createContext, type ComponentChildren } from 'preact';
import { useContext, useState } from 'preact/hooks';
import type { Good, TileKind } from '../../../engine/puerto-rico/types';
import { Keep } from './Keep';
import { KIND_LOOK } from './look';

const KINDS = ['corn', 'indigo', 'sugar', 'tobacco', 'coffee', 'quarry'] as const satisfies readonly TileKind[];
const GOOD_KINDS = ['corn', 'indigo', 'sugar', 'tobacco', 'coffee'] as const satisfies readonly Good[];

function Glyph({ kind, ink }: { kind: TileKind; ink: string }) {
  switch (kind) {
    case 'corn':
      return (
        <g fill="none" stroke={ink} stroke-width="1.6" stroke-linecap="round">
          <ellipse cx="12" cy="10" rx="3.2" ry="6.2" fill={ink} fill-opacity="0.25" />
          <path d="M10 8h4M10 11h4M10.5 14h3M12 20c-4-1-6-4-6-8M12 20c4-1 6-4 6-8" />
        </g>
      );
    case 'indigo':
      return <path d="M12 3c-3.5 5-6 8-6 11a6 6 0 0 0 12 0c0-3-2.5-6-6-11z" fill={ink} />;
    case 'sugar':
      return <path d="M12 4l7 3.5v8L12 19l-7-3.5v-8zM5 7.5l7 3.5 7-3.5M12 11v8" fill="none" stroke={ink} stroke-width="1.6" stroke-linejoin="round" />;
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
      return <path d="M3 19l3-6 4 1 2 5zM11 19l2-7 5-2 3 9zM7 12l2-5 4 1-1 4z" fill={ink} />;
  }
}

/** The prefix of the ids of the symbols the pictograms inside a board use. */
const Symbols = createContext('pr-p');

let boards = 0;

/**
 * A board's pictogram symbols, drawn once at its root, and the context its pictograms read their
 * ids from. Ids are the board's own (one page holds several boards: its worked examples, its
 * table, its printed key steps).
 */
export function PictoSymbols({ children }: { children: ComponentChildren }) {
  // built at build time (printed key steps) or in the browser: two counters, so never the same id
  const [prefix] = useState(() => `pr-p${typeof document === 'undefined' ? 's' : 'c'}${++boards}`);
  return (
    <Symbols.Provider value={prefix}>
      {/* drawn once: the same at every move */}
      <Keep k={prefix} draw={() => <SymbolSheet prefix={prefix} />} />
      {children}
    </Symbols.Provider>
  );
}

function SymbolSheet({ prefix }: { prefix: string }) {
  const id = (name: string) => `${prefix}-${name}`;
  return (
    <svg class="pr-symbols" width="0" height="0" aria-hidden="true" focusable="false">
      {KINDS.map((k) => (
        <symbol key={`t${k}`} id={id(`tile-${k}`)} viewBox="0 0 24 24">
          <rect x="0.75" y="0.75" width="22.5" height="22.5" rx="4" fill={KIND_LOOK[k].fill} stroke="#1d1d1d" stroke-width="1.5" />
          <Glyph kind={k} ink={KIND_LOOK[k].ink} />
        </symbol>
      ))}
      {GOOD_KINDS.map((k) => (
        <symbol key={`b${k}`} id={id(`barrel-${k}`)} viewBox="0 0 24 24">
          <path d="M5 2h14c2.5 6 2.5 14 0 20H5C2.5 16 2.5 8 5 2z" fill={KIND_LOOK[k].fill} stroke="#1d1d1d" stroke-width="1.5" />
          <path d="M3.6 6.5h16.8M3.6 17.5h16.8" stroke="#1d1d1d" stroke-width="1.2" />
          <g transform="translate(6 6) scale(0.5)">
            <Glyph kind={k} ink={KIND_LOOK[k].ink} />
          </g>
        </symbol>
      ))}
      <symbol id={id('coin')} viewBox="0 0 24 24">
        <circle cx="12" cy="12" r="10.5" fill="#e0b43a" stroke="#6b4e00" stroke-width="1.5" />
        <circle cx="12" cy="12" r="6.5" fill="none" stroke="#6b4e00" stroke-width="1.2" />
      </symbol>
      <symbol id={id('colonist')} viewBox="0 0 24 24">
        <circle cx="12" cy="12" r="10" fill="#5d4037" stroke="#1d1d1d" stroke-width="1.5" />
      </symbol>
      <symbol id={id('circle')} viewBox="0 0 24 24">
        <circle cx="12" cy="12" r="9.5" fill="#fff" stroke="#5d4037" stroke-width="2" stroke-dasharray="3 2" />
      </symbol>
    </svg>
  );
}

function Picto({ name, size, class: cls }: { name: string; size: number; class?: string }) {
  const prefix = useContext(Symbols);
  return (
    <svg class={cls ? `pr-picto ${cls}` : 'pr-picto'} width={size} height={size} aria-hidden="true" focusable="false">
      <use href={`#${prefix}-${name}`} />
    </svg>
  );
}

/** The kind alone, in its ink on its colour: a tile's face. */
export const TilePicto = ({ kind, size = 24 }: { kind: TileKind; size?: number }) => <Picto name={`tile-${kind}`} size={size} />;

/** A barrel of a good: the barrel in the good's colour, hoops, and the good's shape on it. */
export const BarrelPicto = ({ kind, size = 24 }: { kind: Good; size?: number }) => <Picto name={`barrel-${kind}`} size={size} class="pr-barrel" />;

/** A doubloon. */
export const CoinPicto = ({ size = 18 }: { size?: number }) => <Picto name="coin" size={size} />;

/** A colonist: the brown disc of the game, or an empty circle's ring. */
export const ColonistPicto = ({ size = 16, empty = false }: { size?: number; empty?: boolean }) => <Picto name={empty ? 'circle' : 'colonist'} size={size} />;
