/**
 * The Santiago board as SVG: 8 × 6 plots in 12 blocks of 2 × 2, thick ditch lines (the 31 canal
 * segments) and thin inner lines, the spring, canals, plantations, palms, deserts, fields,
 * irrigation, bribe proposals, legal targets and example highlights.
 *
 * It renders a snapshot and emits intents (a plot, a segment or an intersection chosen); it
 * decides nothing. Keyboard: the places the reader may act on are one Tab stop; the arrow keys
 * move between the legal targets (Shift + arrows: between every place), Home and End to the first
 * and last, Enter or Space chooses. On a narrow screen the board shows the columns around the legal
 * targets, large enough to tap, with buttons to see the rest; the view follows the keyboard focus.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { JSX } from 'preact';
import type { Bilingual } from '../../../engine/core/contract';
import { COLS, ROWS, SEGMENTS, plotIndex, segmentIndex, segmentKey } from '../../../engine/santiago/board';
import { fields, isIrrigated, proposalTotal } from '../../../engine/santiago/rules';
import { CROP_NAMES } from '../../../engine/santiago/tiles';
import type { Plantation, Plot, Point, Proposal, Segment } from '../../../engine/santiago/types';
import { Bi, BiSvg } from '../core/Bi';
import { langFor, say, useMode, type Mode } from '../core/reading';
import { useRoving } from '../core/useRoving';
import { CROP_LOOK, seatLook } from './look';
import { centredOn, columnsFor, reveal } from './zoom';
import './santiago.css';
import { seatLetter } from '../../../engine/core/seats';

export interface BoardState {
  plantations: Plantation[];
  canals: Segment[];
  spring: Point | null;
  palms: Plot[];
  proposals: Proposal[];
}

/** Places to mark on the board. */
export interface BoardMarks {
  plots?: Plot[];
  segments?: Segment[];
  points?: Point[];
}

export interface BoardProps {
  state: BoardState;
  /** Legal targets of the seat to act (from the engine's legal moves). */
  targets?: BoardMarks;
  /** What an example step points at. */
  highlight?: BoardMarks;
  onPlot?: (p: Plot) => void;
  onSegment?: (s: Segment) => void;
  onPoint?: (p: Point) => void;
  /** Name of the board for assistive technology. */
  label?: Bilingual;
  /** Marks the board as the next thing to do (see useFocusNext). */
  next?: boolean;
}

const S = 64;
/** A plantation tile's side, inside its plot. */
const T = S - 12;
const M = 28;
const W = COLS * S + 2 * M;
const H = ROWS * S + 2 * M;
const px = (c: number) => M + c * S;
const py = (r: number) => M + r * S;
const ix = (x: number) => M + 2 * x * S;
const iy = (y: number) => M + 2 * y * S;
/** A canal place's tap area: 60 units across, its ends clear of the intersections. */
const HIT = 60;
const END = 32;

function segLine(s: Segment) {
  const x1 = ix(s.x);
  const y1 = iy(s.y);
  return s.dir === 'H' ? { x1, y1, x2: ix(s.x + 1), y2: y1 } : { x1, y1, x2: x1, y2: iy(s.y + 1) };
}
function segHit(s: Segment) {
  const l = segLine(s);
  return s.dir === 'H'
    ? { x: l.x1 + END, y: l.y1 - HIT / 2, width: 2 * S - 2 * END, height: HIT }
    : { x: l.x1 - HIT / 2, y: l.y1 + END, width: HIT, height: 2 * S - 2 * END };
}
const segMid = (s: Segment) => {
  const l = segLine(s);
  return { x: (l.x1 + l.x2) / 2, y: (l.y1 + l.y2) / 2 };
};

const hasPlot = (list: Plot[] | undefined, p: Plot) => !!list?.some((q) => q.c === p.c && q.r === p.r);
const hasSeg = (list: Segment[] | undefined, s: Segment) =>
  !!list?.some((q) => q.dir === s.dir && q.x === s.x && q.y === s.y);
const hasPoint = (list: Point[] | undefined, p: Point) => !!list?.some((q) => q.x === p.x && q.y === p.y);

const PLOTS: Plot[] = [];
for (let r = 0; r < ROWS; r++) for (let c = 0; c < COLS; c++) PLOTS.push({ c, r });
const POINTS: Point[] = [];
for (let y = 0; y < 4; y++) for (let x = 0; x < 5; x++) POINTS.push({ x, y });

/** Item ids of the roving group: p<plot index>, s<segment index>, i<intersection index>. */
type Id = `p${number}` | `s${number}` | `i${number}`;

/** The span of column edges a place covers (see zoom.ts). */
function spanOf(id: Id): [number, number] {
  const n = Number(id.slice(1));
  if (id[0] === 'p') return [n % COLS, (n % COLS) + 1];
  if (id[0] === 'i') return [2 * (n % 5), 2 * (n % 5)];
  const s = SEGMENTS[n]!;
  return s.dir === 'H' ? [2 * s.x, 2 * s.x + 2] : [2 * s.x, 2 * s.x];
}

const SEP = (mode: Mode) => (mode === 'en' ? ', ' : '，');

/** What an interactive place's name adds: whether it can be chosen now. */
function choosable(target: boolean, mode: Mode): string {
  return say(target ? { zh: '可以選', en: 'can be chosen' } : { zh: '現在不能選', en: 'cannot be chosen now' }, mode);
}

function plotText(p: Plot, pl: Plantation | undefined, irrigated: boolean, palm: boolean, mode: Mode): string {
  const at: Bilingual = { zh: `第 ${p.r + 1} 列第 ${p.c + 1} 行的農地`, en: `Plot column ${p.c + 1}, row ${p.r + 1}` };
  const parts: Bilingual[] = [at];
  if (!pl) parts.push(palm ? { zh: '空地，有棕櫚樹', en: 'empty, palm tree' } : { zh: '空地', en: 'empty' });
  else if (pl.desert) parts.push({ zh: '沙漠', en: 'desert' });
  else {
    const crop = CROP_NAMES[pl.tile.crop];
    parts.push({ zh: `${crop.zh}，${pl.tile.planters} 名農夫`, en: `${crop.en}, ${pl.tile.planters} planter${pl.tile.planters > 1 ? 's' : ''}` });
    if (pl.owner === null || pl.markers === 0) parts.push({ zh: '中立', en: 'neutral' });
    else {
      const s = seatLook(pl.owner);
      parts.push({
        zh: `玩家 ${seatLetter(pl.owner)}（${s.name.zh}色）${pl.markers} 個標記`,
        en: `${pl.markers} marker${pl.markers > 1 ? 's' : ''} of player ${seatLetter(pl.owner)} (${s.name.en})`,
      });
    }
    if (pl.palm) parts.push({ zh: '有棕櫚樹', en: 'palm tree' });
  }
  parts.push(irrigated ? { zh: '有灌溉', en: 'irrigated' } : { zh: '乾旱', en: 'dry' });
  return parts.map((t) => say(t, mode)).join(SEP(mode));
}

function segText(s: Segment, built: boolean, prop: Proposal | undefined, mode: Mode): string {
  const name: Bilingual = {
    zh: `${s.dir === 'H' ? '橫向' : '直向'}水道位置 ${segmentKey(s)}`,
    en: `${s.dir === 'H' ? 'Horizontal' : 'Vertical'} canal place ${segmentKey(s)}`,
  };
  const parts = [say(name, mode)];
  if (built) parts.push(say({ zh: '已有水道', en: 'canal built' }, mode));
  if (prop) {
    const t = proposalTotal(prop);
    const letters = [...new Set(prop.bribes.map((b) => seatLook(b.seat).letter))].join('+');
    parts.push(
      say(
        { zh: `玩家 ${seatLetter(prop.proposer)} 的提議，共 ${t} 元（${letters}）`, en: `proposal of player ${seatLetter(prop.proposer)}, ${t} escudos in all (${letters})` },
        mode,
      ),
    );
  }
  return parts.join(SEP(mode));
}

function Palm({ x, y }: { x: number; y: number }) {
  return (
    <g class="sg-palm" transform={`translate(${x} ${y})`} aria-hidden="true">
      <path d="M0 14 Q1 6 0 0" fill="none" stroke="#6b4a2b" stroke-width="2.5" />
      <path d="M0 0 Q-7 -3 -10 3 M0 0 Q7 -3 10 3 M0 0 Q-3 -7 -8 -6 M0 0 Q3 -7 8 -6" fill="none" stroke="#1f7a3a" stroke-width="3" stroke-linecap="round" />
    </g>
  );
}

/**
 * The board's width on screen, followed as it changes (0 before it is measured). In a box fitted by
 * zoom (the presenter view, core/FitBox.tsx) the board is drawn whole: its width there counts as
 * unlimited (the box tries zooms on its way to the one that fits, and a window of columns chosen
 * at one of them would change what it fits).
 */
function useWidth(ref: { current: Element | null }): number {
  const [w, setW] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setW(el.closest('[data-fit]') ? Infinity : el.getBoundingClientRect().width);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return w;
}

export default function Board(props: BoardProps) {
  const { state, targets, highlight, onPlot, onSegment, onPoint } = props;
  const mode = useMode();
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const water = `sg-water-${uid}`;
  const sand = `sg-sand-${uid}`;
  const planter = `sg-planter-${uid}`;
  const hintId = `sg-keys-${uid}`;

  const byPlot = new Map<number, Plantation>();
  state.plantations.forEach((p) => byPlot.set(plotIndex(p), p));
  const fieldOf = new Map<number, number>();
  const fieldSize = new Map<number, number>();
  fields(state.plantations).forEach((f, k) => {
    for (const m of f.members) fieldOf.set(plotIndex(state.plantations[m]!), k);
    fieldSize.set(k, f.members.length);
  });
  const built = new Set(state.canals.map(segmentIndex));
  const propOf = new Map<number, Proposal>();
  state.proposals.forEach((p) => propOf.set(segmentIndex(p.segment), p));

  // ---- the roving group: every place the reader may act on, one Tab stop ----
  const ids: Id[] = [];
  const preferred: Id[] = [];
  if (onPlot)
    PLOTS.forEach((p, i) => {
      ids.push(`p${i}`);
      if (hasPlot(targets?.plots, p)) preferred.push(`p${i}`);
    });
  if (onSegment)
    SEGMENTS.forEach((s, i) => {
      ids.push(`s${i}`);
      if (hasSeg(targets?.segments, s)) preferred.push(`s${i}`);
    });
  if (onPoint)
    POINTS.forEach((p, i) => {
      ids.push(`i${i}`);
      if (hasPoint(targets?.points, p)) preferred.push(`i${i}`);
    });
  const choose = (id: Id) => {
    const n = Number(id.slice(1));
    if (id[0] === 'p') onPlot?.(PLOTS[n]!);
    else if (id[0] === 's') onSegment?.(SEGMENTS[n]!);
    else onPoint?.(POINTS[n]!);
  };

  // ---- narrow screens: a window of columns, around the targets, following the focus ----
  const svgRef = useRef<SVGSVGElement>(null);
  const width = useWidth(svgRef);
  const fit = columnsFor(width);
  const [zoom, setZoom] = useState(true);
  const n = zoom ? fit : COLS;
  const [c0, setC0] = useState(0);
  const targetKey = preferred.join();
  useEffect(() => {
    if (n >= COLS) return;
    const spans = (preferred.length ? preferred : ids).map(spanOf);
    if (spans.length === 0) return;
    const lo = Math.min(...spans.map((s) => s[0]));
    const hi = Math.max(...spans.map((s) => s[1]));
    setC0(centredOn(n, lo, hi));
  }, [targetKey, n]);
  const start = Math.min(c0, COLS - n);
  const rov = useRoving<Id>({
    ids,
    preferred,
    choose,
    onActive: (id) => {
      if (n >= COLS) return;
      const [a, b] = spanOf(id);
      setC0((c) => reveal(Math.min(c, COLS - n), n, a, b));
    },
  });
  const interactive = ids.length > 0;
  const itemProps = (id: Id, target: boolean, text: string) =>
    interactive && ids.includes(id)
      ? {
          ...rov.item(id),
          role: 'button',
          'aria-label': `${text}${SEP(mode)}${choosable(target, mode)}`,
          onClick: () => {
            rov.setActive(id);
            choose(id);
          },
        }
      : {};

  const label = props.label ?? { zh: '聖地牙哥圖板', en: 'Santiago board' };

  // ---- layers ----
  const ground: JSX.Element[] = [];
  const tiles: JSX.Element[] = [];
  PLOTS.forEach((p, i) => {
    const pl = byPlot.get(i);
    const wet = isIrrigated(p, state.canals);
    ground.push(
      <rect
        key={`g${i}`}
        class={`sg-ground${wet ? ' sg-wet' : ''}`}
        x={px(p.c)}
        y={py(p.r)}
        width={S}
        height={S}
        fill={wet ? `url(#${water})` : '#d8c08e'}
      />,
    );
    if (pl) {
      const x = px(p.c) + 6;
      const y = py(p.r) + 6;
      if (pl.desert) {
        tiles.push(
          <g key={`t${i}`} class="sg-desert" data-desert="">
            <rect x={x} y={y} width={T} height={T} rx="3" fill={`url(#${sand})`} stroke="#8a6a35" />
            {/* one word per language, each centred; in 對照 the two stacked */}
            <text x={x + T / 2} y={y + T / 2 + 6} text-anchor="middle" class="sg-small lang-zh" lang="zh-Hant" fill="#5a3e12">
              沙漠
            </text>
            <text x={x + T / 2} y={y + T / 2 + 6} text-anchor="middle" class="sg-small lang-en" lang="en" fill="#5a3e12">
              desert
            </text>
          </g>,
        );
      } else {
        const look = CROP_LOOK[pl.tile.crop];
        const f = fieldOf.get(i);
        // bridges to side neighbours of the same field show the field as one piece
        const bridges: JSX.Element[] = [];
        if (f !== undefined && (fieldSize.get(f) ?? 1) > 1) {
          if (p.c + 1 < COLS && fieldOf.get(i + 1) === f)
            bridges.push(<rect key="e" x={x + S - 13} y={y + 10} width={14} height={S - 32} fill={look.fill} />);
          if (p.r + 1 < ROWS && fieldOf.get(i + COLS) === f)
            bridges.push(<rect key="s" x={x + 10} y={y + S - 13} width={S - 32} height={14} fill={look.fill} />);
        }
        const owner = pl.owner !== null && pl.markers > 0 ? seatLook(pl.owner) : null;
        tiles.push(
          <g key={`t${i}`} class="sg-tile" data-crop={pl.tile.crop}>
            <rect x={x} y={y} width={T} height={T} rx="3" fill={look.fill} stroke="#3b2a14" stroke-width="1.5" />
            {bridges}
            {/* top: the crop's short name; below it the planters; at the foot the markers */}
            <text x={x + 4} y={y + 17} class="sg-crop" fill="#1b1307">
              <tspan lang="zh-Hant" class="lang-zh">
                {look.short.zh}
              </tspan>
              <tspan lang="en" class="lang-en" dx="2">
                {look.short.en}
              </tspan>
            </text>
            {Array.from({ length: pl.tile.planters }, (_, k) => (
              <use key={`p${k}`} href={`#${planter}`} x={x + 6 + k * 9} y={y + 22} aria-hidden="true" />
            ))}
            {owner &&
              Array.from({ length: pl.markers }, (_, k) => (
                <g key={`m${k}`} class="sg-marker" data-seat={pl.owner}>
                  <rect x={x + 2 + k * 19} y={y + 32} width="17" height="19" rx="2.5" fill={owner.fill} stroke="#000" stroke-width="1.2" />
                  <text x={x + 10.5 + k * 19} y={y + 47.5} text-anchor="middle" class="sg-mletter" fill={owner.ink}>
                    {owner.letter}
                  </text>
                </g>
              ))}
            {pl.palm && <Palm x={x + 47} y={y + 30} />}
          </g>,
        );
      }
    } else if (hasPlot(state.palms, p)) {
      tiles.push(<Palm key={`palm${i}`} x={px(p.c) + S / 2} y={py(p.r) + S / 2 - 6} />);
    }
  });

  // thin lines inside the blocks (never canals)
  const thin: JSX.Element[] = [];
  for (let c = 1; c < COLS; c += 2)
    thin.push(<line key={`tv${c}`} x1={px(c)} y1={py(0)} x2={px(c)} y2={py(ROWS)} />);
  for (let r = 1; r < ROWS; r += 2)
    thin.push(<line key={`th${r}`} x1={px(0)} y1={py(r)} x2={px(COLS)} y2={py(r)} />);

  const segs = SEGMENTS.map((s, i) => {
    const l = segLine(s);
    const isBuilt = built.has(i);
    const prop = propOf.get(i);
    const target = hasSeg(targets?.segments, s);
    const hi = hasSeg(highlight?.segments, s);
    const live = !!onSegment;
    const text = segText(s, isBuilt, prop, mode);
    const hit = segHit(s);
    return (
      <g
        key={`s${i}`}
        class={`sg-seg${target ? ' sg-target' : ''}${hi ? ' sg-hi' : ''}`}
        data-seg={segmentKey(s)}
        data-hi={hi ? '' : undefined}
        data-built={isBuilt ? '' : undefined}
        data-testid={`seg-${segmentKey(s)}`}
        role={!live && (isBuilt || prop) ? 'img' : undefined}
        aria-label={!live && (isBuilt || prop) ? text : undefined}
        lang={live || isBuilt || prop ? langFor(mode) : undefined}
        {...itemProps(`s${i}`, target, text)}
      >
        {live && <rect {...hit} rx="10" class="sg-hit" />}
        {hi && <line {...l} class="sg-hi-line" />}
        {target && <line {...l} class="sg-target-line" />}
        <line {...l} class="sg-ditch" />
        {isBuilt && <line {...l} class="sg-canal" />}
        {prop && <line {...l} class="sg-proposal" stroke={seatLook(prop.proposer).fill} />}
        {live && <rect {...hit} rx="10" class="sg-focus" />}
      </g>
    );
  });

  const plotHits = PLOTS.map((p, i) => {
    const target = hasPlot(targets?.plots, p);
    const hi = hasPlot(highlight?.plots, p);
    const pl = byPlot.get(i);
    const wet = isIrrigated(p, state.canals);
    const live = !!onPlot;
    const needsLabel = live || !!pl || hasPlot(state.palms, p);
    const text = plotText(p, pl, wet, hasPlot(state.palms, p), mode);
    return (
      <g
        key={`h${i}`}
        class={`sg-plot${target ? ' sg-target' : ''}${hi ? ' sg-hi' : ''}`}
        data-plot={`${p.c},${p.r}`}
        data-hi={hi ? '' : undefined}
        data-testid={`plot-${p.c}-${p.r}`}
        data-wet={wet ? '' : undefined}
        data-crop={pl && !pl.desert ? pl.tile.crop : undefined}
        data-owner={pl && pl.owner !== null ? pl.owner : undefined}
        data-markers={pl ? pl.markers : undefined}
        data-desert={pl?.desert ? '' : undefined}
        role={!live && needsLabel ? 'img' : undefined}
        aria-label={!live && needsLabel ? text : undefined}
        lang={needsLabel ? langFor(mode) : undefined}
        {...itemProps(`p${i}`, target, text)}
      >
        <rect x={px(p.c) + 2} y={py(p.r) + 2} width={S - 4} height={S - 4} class="sg-plot-box" />
      </g>
    );
  });

  const pointEls = POINTS.map((p, i) => {
    const isSpring = !!state.spring && state.spring.x === p.x && state.spring.y === p.y;
    const target = hasPoint(targets?.points, p);
    const hi = hasPoint(highlight?.points, p);
    const live = !!onPoint;
    if (!live && !isSpring && !target && !hi) return null;
    const text = say(
      isSpring
        ? { zh: `水源，交叉點 (${p.x},${p.y})`, en: `Spring at intersection (${p.x},${p.y})` }
        : { zh: `交叉點 (${p.x},${p.y})`, en: `Intersection (${p.x},${p.y})` },
      mode,
    );
    return (
      <g
        key={`i${i}`}
        class={`sg-point${target ? ' sg-target' : ''}${hi ? ' sg-hi' : ''}`}
        data-hi={hi ? '' : undefined}
        data-testid={`point-${p.x}-${p.y}`}
        role={!live && isSpring ? 'img' : undefined}
        aria-label={!live && isSpring ? text : undefined}
        lang={langFor(mode)}
        {...itemProps(`i${i}`, target, text)}
      >
        <circle cx={ix(p.x)} cy={iy(p.y)} r={live ? HIT / 2 : 15} class="sg-point-ring" />
        {isSpring && (
          <g class="sg-spring" data-testid="spring">
            <circle cx={ix(p.x)} cy={iy(p.y)} r="14" fill="#1565c0" stroke="#fff" stroke-width="2" />
            <text x={ix(p.x)} y={iy(p.y) + 6} text-anchor="middle" class="sg-letter" fill="#fff">
              <BiSvg t={{ zh: '泉', en: 'S' }} />
            </text>
          </g>
        )}
      </g>
    );
  });

  // Bribe badges on proposed segments: drawn above the canals, said in each segment's name.
  const bribes = state.proposals.map((prop) => {
    const mid = segMid(prop.segment);
    const total = proposalTotal(prop);
    const letters = [...new Set(prop.bribes.map((b) => seatLook(b.seat).letter))].join('+');
    const w = 30 + 11 * letters.length;
    return (
      <g key={segmentKey(prop.segment)} class="sg-bribe" data-testid={`bribe-${segmentKey(prop.segment)}`}>
        <rect x={mid.x - w / 2} y={mid.y - 14} width={w} height="28" rx="14" fill="#fffbe6" stroke="#000" stroke-width="1.5" />
        <text x={mid.x} y={mid.y + 6} text-anchor="middle" class="sg-bribe-text" fill="#000">
          {`${total} ${letters}`}
        </text>
      </g>
    );
  });

  const zoomed = n < COLS;
  const vx = zoomed ? px(start) - M : 0;
  const vw = zoomed ? n * S + 2 * M : W;

  return (
    <>
      <svg
        ref={svgRef}
        data-zoom={zoomed ? `${start}-${start + n}` : undefined}
        class="sg-board"
        viewBox={`${vx} 0 ${vw} ${H}`}
        role="group"
        aria-label={say(label, mode)}
        aria-describedby={interactive ? hintId : undefined}
        lang={langFor(mode)}
        data-testid="board"
        data-next={props.next && interactive ? '' : undefined}
        data-interactive={interactive ? '' : undefined}
      >
        <defs>
          <pattern id={water} width="16" height="10" patternUnits="userSpaceOnUse">
            <rect width="16" height="10" fill="#9fd0f0" />
            <path d="M0 6 Q4 2 8 6 T16 6" fill="none" stroke="#3f8fc9" stroke-width="1.5" />
          </pattern>
          <g id={planter}>
            <circle r="2.6" fill="#3b2a14" />
            <rect x="-2.5" y="3" width="5" height="5" rx="1.5" fill="#3b2a14" />
          </g>
          <pattern id={sand} width="8" height="8" patternUnits="userSpaceOnUse">
            <rect width="8" height="8" fill="#ecd9a6" />
            <circle cx="2" cy="2" r="1" fill="#a88445" />
            <circle cx="6" cy="6" r="1" fill="#a88445" />
          </pattern>
        </defs>
        <rect x="0" y="0" width={W} height={H} rx="10" class="sg-frame" />
        {ground}
        <g class="sg-thin">{thin}</g>
        {tiles}
        {plotHits}
        {segs}
        <g class="sg-bribes" aria-hidden="true">{bribes}</g>
        {pointEls}
      </svg>
      {interactive && (
        <p class="sg-note sg-keys" id={hintId}>
          <Bi t={{ zh: '方向鍵：可選的位置；Shift＋方向鍵：每個位置；Enter：選定。', en: 'Arrows: the places to choose; Shift + arrows: every place; Enter: choose.' }} />
        </p>
      )}
      {(zoomed || fit < COLS) && (
        <div class="sg-row sg-pan" data-testid="board-pan">
          {zoomed && (
            <button type="button" class="sg-btn" data-testid="pan-left" disabled={start === 0} onClick={() => setC0(Math.max(0, start - 2))}>
              <span aria-hidden="true">◀ </span>
              <Bi t={{ zh: '往左', en: 'West' }} />
            </button>
          )}
          {zoomed && (
            <button type="button" class="sg-btn" data-testid="pan-right" disabled={start >= COLS - n} onClick={() => setC0(Math.min(COLS - n, start + 2))}>
              <Bi t={{ zh: '往右', en: 'East' }} />
              <span aria-hidden="true"> ▶</span>
            </button>
          )}
          <button type="button" class="sg-btn" data-testid="zoom" aria-pressed={!zoom} onClick={() => setZoom(!zoom)}>
            <Bi t={zoom ? { zh: '看整張圖板', en: 'Whole board' } : { zh: '放大', en: 'Zoom in' }} />
          </button>
        </div>
      )}
    </>
  );
}
