/**
 * The city of Genoa as data: an 8 × 8 grid of squares, each square belonging to one space (a
 * building, a street square, or the market). Everything else — which spaces touch, which
 * buildings a street square touches, which edge buildings form privilege groups — is derived from
 * the squares, never written by hand, so that the printed board can be dropped in here later.
 *
 * RECONSTRUCTED (fact sheet §2.2, §13): no source gives the board square by square. This layout
 * meets every constraint the sources state: 18 buildings, 20 street squares, the market as the
 * four centre squares; the four civic buildings on the four sides of the market, 2 squares each;
 * the 14 edge buildings in the printed order round the edge with a villa in each corner; one lane
 * of streets round the centre block; and the five clues of the 2009 rules' worked examples:
 * (1) blue 3, red 2 is a street; (2) a street touches both the Guild Hall and the Coach House;
 * (3) another street touches both the Spices warehouse and the Coach House; (4) from a street next
 * to the Guild Hall the tower reaches Villa Colini within 4 steps and the Metals warehouse in 3;
 * (5) the market is the four centre squares. The chapter says so.
 *
 * Coordinates are `x-y`: x = column 1–8 from the left (the blue die), y = row 1–8 from the top
 * (the red die).
 */
import type { Bilingual } from '../core/contract';

export type BuildingId =
  | 'villa_colini'
  | 'park'
  | 'coach_house'
  | 'villa_ricci'
  | 'spices'
  | 'restaurant'
  | 'grains'
  | 'villa_monetti'
  | 'harbor'
  | 'palace'
  | 'villa_zasteri'
  | 'fabrics'
  | 'tavern'
  | 'metals'
  | 'guild_hall'
  | 'cathedral'
  | 'city_hall'
  | 'post_office';

/** A space: a building, the market, or a street square (`st-x-y`). */
export type SpaceId = BuildingId | 'market' | `st-${number}-${number}`;

export type BuildingKind = 'villa' | 'warehouse' | 'civic' | 'card';

/** Who is who on the grid: two letters per building, `..` a street square, `MK` the market. */
const GRID = [
  'VC VC PK PK CH CH VR VR',
  'WM VC .. .. .. CH .. WS',
  'WM .. .. GH GH .. .. WS',
  'TV .. PO MK MK CA .. RS',
  'TV .. PO MK MK CA .. RS',
  'WF .. .. CT CT .. .. WG',
  'WF VZ .. .. .. .. VM WG',
  'VZ VZ PL PL HB HB VM VM',
] as const;

const CODES: Readonly<Record<string, BuildingId | 'market'>> = {
  VC: 'villa_colini',
  PK: 'park',
  CH: 'coach_house',
  VR: 'villa_ricci',
  WS: 'spices',
  RS: 'restaurant',
  WG: 'grains',
  VM: 'villa_monetti',
  HB: 'harbor',
  PL: 'palace',
  VZ: 'villa_zasteri',
  WF: 'fabrics',
  TV: 'tavern',
  WM: 'metals',
  GH: 'guild_hall',
  CA: 'cathedral',
  CT: 'city_hall',
  PO: 'post_office',
  MK: 'market',
};

export interface BuildingInfo {
  id: BuildingId;
  name: Bilingual;
  kind: BuildingKind;
  /** Whether a privilege card names this building (every edge building). */
  privilege: boolean;
}

const b = (id: BuildingId, zh: string, en: string, kind: BuildingKind): BuildingInfo => ({ id, name: { zh, en }, kind, privilege: kind !== 'civic' });

/** The 18 buildings, round the edge from the top-left corner clockwise, then the four civic ones. */
export const BUILDINGS: readonly BuildingInfo[] = [
  b('villa_colini', 'Colini 別墅', 'Villa Colini', 'villa'),
  b('park', '公園', 'Park', 'card'),
  b('coach_house', '馬車行', 'Coach House', 'card'),
  b('villa_ricci', 'Ricci 別墅', 'Villa Ricci', 'villa'),
  b('spices', '香料倉庫', 'Spices warehouse', 'warehouse'),
  b('restaurant', '餐廳', 'Restaurant', 'card'),
  b('grains', '穀物倉庫', 'Grains warehouse', 'warehouse'),
  b('villa_monetti', 'Monetti 別墅', 'Villa Monetti', 'villa'),
  b('harbor', '港口', 'Harbor', 'card'),
  b('palace', '皇宮', 'Palace', 'card'),
  b('villa_zasteri', 'Zasteri 別墅', 'Villa Zasteri', 'villa'),
  b('fabrics', '布料倉庫', 'Fabrics warehouse', 'warehouse'),
  b('tavern', '酒館', 'Tavern', 'card'),
  b('metals', '金屬倉庫', 'Metals warehouse', 'warehouse'),
  b('guild_hall', '公會', 'Guild Hall', 'civic'),
  b('cathedral', '大教堂', 'Cathedral', 'civic'),
  b('city_hall', '市政廳', 'City Hall', 'civic'),
  b('post_office', '郵局', 'Post Office', 'civic'),
];

export const BUILDING: Readonly<Record<BuildingId, BuildingInfo>> = Object.fromEntries(BUILDINGS.map((x) => [x.id, x])) as Record<BuildingId, BuildingInfo>;

export const isBuilding = (s: string): s is BuildingId => Object.hasOwn(BUILDING, s);
export const isStreet = (s: string): boolean => s.startsWith('st-');

/** The square `x-y` → its space. */
export const CELLS: Readonly<Record<string, SpaceId>> = (() => {
  const out: Record<string, SpaceId> = {};
  GRID.forEach((row, r) => {
    row.split(' ').forEach((code, c) => {
      const x = c + 1;
      const y = r + 1;
      out[`${x}-${y}`] = code === '..' ? (`st-${x}-${y}` as SpaceId) : CODES[code]!;
    });
  });
  return out;
})();

/** Every space and its squares. */
export const SQUARES: Readonly<Record<string, string[]>> = (() => {
  const out: Record<string, string[]> = {};
  for (const [sq, space] of Object.entries(CELLS)) (out[space] ??= []).push(sq);
  return out;
})();

export const SPACES: readonly SpaceId[] = Object.keys(SQUARES) as SpaceId[];

const neighboursOf = (sq: string): string[] => {
  const [x, y] = sq.split('-').map(Number) as [number, number];
  return [
    [x - 1, y],
    [x + 1, y],
    [x, y - 1],
    [x, y + 1],
  ]
    .filter(([a, b2]) => a! >= 1 && a! <= 8 && b2! >= 1 && b2! <= 8)
    .map(([a, b2]) => `${a}-${b2}`);
};

/** Spaces that share an edge of a square with `space`. */
export const ADJACENT: Readonly<Record<string, SpaceId[]>> = (() => {
  const out: Record<string, Set<SpaceId>> = {};
  for (const [sq, space] of Object.entries(CELLS))
    for (const n of neighboursOf(sq)) {
      const other = CELLS[n]!;
      if (other !== space) (out[space] ??= new Set()).add(other);
    }
  return Object.fromEntries(Object.entries(out).map(([k, v]) => [k, [...v].sort()]));
})();

/** The buildings a street square touches (for acquisition). */
export const TOUCHES: Readonly<Record<string, BuildingId[]>> = Object.fromEntries(
  SPACES.filter(isStreet).map((st) => [st, ADJACENT[st]!.filter(isBuilding)]),
);

/** The space under a dice roll (blue = x, red = y). */
export const spaceAt = (blue: number, red: number): SpaceId => CELLS[`${blue}-${red}`]!;

/** Steps between two spaces (breadth-first over adjacency; the tower's path). */
export function distance(from: SpaceId, to: SpaceId): number {
  if (from === to) return 0;
  const seen = new Set<string>([from]);
  let frontier: string[] = [from];
  for (let d = 1; frontier.length; d++) {
    const next: string[] = [];
    for (const s of frontier)
      for (const n of ADJACENT[s] ?? []) {
        if (n === to) return d;
        if (!seen.has(n)) {
          seen.add(n);
          next.push(n);
        }
      }
    frontier = next;
  }
  return Infinity;
}
