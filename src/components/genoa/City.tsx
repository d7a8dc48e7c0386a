/**
 * The city board, drawn from the map data: 8 × 8 squares with the blue and red coordinates along
 * the edges, each building as one shape (an L-shaped one as its main block and a corner square
 * joined to it, with no line between) with its name and a pictogram of what its action gives in
 * the main block, the streets, the market; the tower, the discs of the path so far (numbered), ownership markers
 * (a seat's letter on its colour), and marks: the spaces the tower may still reach or the spaces
 * to pick now (from the engine's moves, given by the board), a wish's far spaces, and an example's
 * highlight. With `onPick` it is one Tab stop with the arrow keys between the spaces that can be
 * picked (Shift + arrow: every space). Rendered without `onPick` it is a static picture (the
 * chapter's map figure).
 */
import { Fragment } from 'preact';
import type { Bilingual } from '../../../engine/core/contract';
import { seatLetter } from '../../../engine/core/seats';
import { BUILDING, isBuilding, type BuildingId, type SpaceId } from '../../../engine/genoa/map';
import { spaceName } from '../../../engine/genoa/text';
import { Bi } from '../core/Bi';
import { say, useMode } from '../core/reading';
import { useRoving } from '../core/useRoving';
import { LAYOUT, READING_ORDER, type Area } from './layout';
import { KIND_FILL, buildingGives, seatLook } from './look';

/** reach: the tower may go there now; pick: to choose now (a start space, a street); far: a wish only; on: chosen. */
export type Mark = 'reach' | 'pick' | 'far' | 'on';

export interface CityProps {
  path?: readonly SpaceId[];
  owners?: Partial<Record<BuildingId, number>>;
  marks?: Partial<Record<SpaceId, Mark>>;
  /** A worked example's highlight. */
  highlight?: readonly SpaceId[];
  onPick?: (space: SpaceId) => void;
  /** Label of the board for screen readers. */
  label?: Bilingual;
  /** The board holds the next thing to do (the focus goes to it after a move). */
  next?: boolean;
}

const MARK_TEXT: Record<Mark, Bilingual> = {
  reach: { zh: '可以走到', en: 'reachable' },
  pick: { zh: '可以選', en: 'can be chosen' },
  far: { zh: '太遠：只能提出希望', en: 'too far: a wish only' },
  on: { zh: '已選', en: 'chosen' },
};
const MARK_SIGN: Record<Mark, string> = { reach: '◆', pick: '◆', far: '◇', on: '✔' };

const area = (a: Area) => ({ gridColumn: `${a.x + 1} / span ${a.w}`, gridRow: `${a.y + 1} / span ${a.h}` });

export function City({ path = [], owners = {}, marks = {}, highlight, onPick, label, next }: CityProps) {
  const mode = useMode();
  const pickable = READING_ORDER.filter((s) => marks[s] === 'reach' || marks[s] === 'pick' || marks[s] === 'far' || marks[s] === 'on');
  const rov = useRoving<SpaceId>({ ids: READING_ORDER, preferred: pickable });
  const tower = path.length ? path[path.length - 1] : undefined;
  return (
    <>
    <div
      class="gn-city"
      role={onPick ? 'group' : 'img'}
      aria-label={say(label ?? { zh: '熱那亞城：8 × 8 方格', en: 'The city of Genoa: 8 × 8 squares' }, mode)}
      data-testid="city"
      data-next={next ? '' : undefined}
      data-surface=""
    >
      <span class="gn-corner" aria-hidden="true" />
      {[1, 2, 3, 4, 5, 6, 7, 8].map((n) => (
        <span key={`b${n}`} class="gn-coord gn-blue" style={{ gridColumn: n + 1, gridRow: 1 }} aria-hidden="true">
          {n}
        </span>
      ))}
      {[1, 2, 3, 4, 5, 6, 7, 8].map((n) => (
        <span key={`r${n}`} class="gn-coord gn-red" style={{ gridColumn: 1, gridRow: n + 1 }} aria-hidden="true">
          {n}
        </span>
      ))}
      {LAYOUT.map((l) => {
        const s = l.space;
        const disc = path.indexOf(s);
        const owner = isBuilding(s) ? owners[s] : undefined;
        const mark = marks[s];
        const hi = highlight?.includes(s);
        const name = s === 'market' ? { zh: '市場', en: 'Market' } : spaceName(s);
        const gives = isBuilding(s) ? buildingGives(s) : null;
        const bg = l.kind === 'street' ? undefined : l.kind === 'market' ? '#f3e3b5' : KIND_FILL[l.kind];
        const parts: string[] = [];
        if (owner !== undefined) parts.push(say({ zh: `屬於玩家 ${seatLetter(owner)}`, en: `owned by Player ${seatLetter(owner)}` }, mode));
        if (disc >= 0) parts.push(say({ zh: `第 ${disc + 1} 個圓盤`, en: `disc ${disc + 1}` }, mode));
        if (s === tower) parts.push(say({ zh: '交易塔在這裡', en: 'the tower is here' }, mode));
        if (mark) parts.push(say(MARK_TEXT[mark], mode));
        const canPick = !!onPick && !!mark;
        const inner = (
          <>
            {l.kind === 'street' ? (
              <span class="gn-sq">
                <span class="sr-only">
                  <Bi t={{ zh: '街道 ', en: 'street ' }} />
                </span>
                {s.slice(3)}
              </span>
            ) : (
              <span class="gn-name">
                <Bi t={name} />
              </span>
            )}
            {gives && (
              <span class="gn-gives">
                <Bi t={gives} />
              </span>
            )}
            <span class="gn-pieces" aria-hidden="true">
              {owner !== undefined && (
                <span class="gn-owner" style={{ background: seatLook(owner).fill, color: seatLook(owner).ink }}>
                  {seatLetter(owner)}
                </span>
              )}
              {disc >= 0 && <span class="gn-disc">{disc + 1}</span>}
              {s === tower && <span class="gn-tower">♜</span>}
              {mark && <span class={`gn-marksign gn-${mark}`}>{MARK_SIGN[mark]}</span>}
            </span>
            {parts.length > 0 && <span class="sr-only">{mode === 'zh' ? `（${parts.join('，')}）` : ` (${parts.join(', ')})`}</span>}
          </>
        );
        const common = {
          class: `gn-space gn-k-${l.kind}`,
          style: { ...area(l.main), background: bg },
          'data-space': s,
          'data-mark': mark,
          'data-hi': hi ? '' : undefined,
          'data-tower': s === tower ? '' : undefined,
          'data-disc': disc >= 0 ? String(disc + 1) : undefined,
        };
        return (
          <Fragment key={s}>
            {onPick ? (
              <button
                type="button"
                {...common}
                {...rov.item(s)}
                aria-disabled={canPick ? undefined : 'true'}
                onClick={() => canPick && onPick(s)}
              >
                {inner}
              </button>
            ) : (
              <div {...common}>
                {inner}
              </div>
            )}
            {l.rest.map((a, i) => (
              <span
                key={i}
                class={`gn-space gn-rest gn-k-${l.kind}`}
                style={{ ...area(a), background: bg }}
                data-join={a.join}
                data-mark={mark}
                data-hi={hi ? '' : undefined}
                data-tower={s === tower ? '' : undefined}
                aria-hidden="true"
                onClick={() => canPick && onPick!(s)}
              />
            ))}
          </Fragment>
        );
      })}
    </div>
    <details class="gn-legendbox">
      <summary>
        <Bi t={{ zh: '每棟建築給什麼', en: 'What each building gives' }} />
      </summary>
    <ul class="gn-legend" data-testid="city-legend">
      {READING_ORDER.filter(isBuilding).map((b) => (
        <li key={b} data-legend={b}>
          <span class="gn-swatch" style={{ background: KIND_FILL[BUILDING[b].kind] }} aria-hidden="true" />
          <strong>
            <Bi t={spaceName(b)} />
          </strong>
          {' '}
          <Bi t={buildingGives(b)} />
        </li>
      ))}
    </ul>
    </details>
    </>
  );
}

/** The round track: every round, the marker on the current one, the last round marked. */
export function RoundTrack({ round, last, hi }: { round: number; last: number; hi?: boolean }) {
  const mode = useMode();
  return (
    <ol class="gn-rounds" aria-label={say({ zh: `回合軌：第 ${round} 回合，共 ${last} 回合`, en: `Round track: round ${round} of ${last}` }, mode)} data-testid="round-track" data-hi={hi ? '' : undefined}>
      {Array.from({ length: last }, (_, i) => i + 1).map((r) => (
        <li key={r} data-current={r === round ? '' : undefined} data-last={r === last ? '' : undefined}>
          <span>{r}</span>
          {r === round && <span class="gn-roundmark" aria-hidden="true">●</span>}
          {r === last && (
            <span class="gn-lastround">
              <Bi t={{ zh: '最後', en: 'last' }} />
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
