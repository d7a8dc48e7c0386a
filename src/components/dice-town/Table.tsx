/**
 * Dice Town's free-play table: a setup form (2–5 seats, each human or bot, seed, options), then a
 * game played through the engine. Everyone keeps dice at the same time under the cup: bots choose
 * in a Web Worker and say why (a bot's reason for its hidden keep is told only once the cups are
 * lifted); human seats choose on the town view, and between two human seats a hand-over screen
 * covers the table so that each keeps under the cup with nobody else's dice shown. Sheriff ties,
 * card windows (the Wanted poster cancelling a card among them) and Doc Badluck go to the seat
 * that must decide. Refusals come with the rule; a hint, undo as far as the engine's policy allows,
 * the whole log, final scoring line by line. The game is saved in localStorage
 * (`lr-table:dice-town`), can be shared as a link (`?game=<encoded record>~<h|e|s per seat>#free-play-table`)
 * and played again with the same dice (the same seed).
 *
 * Props: `initial` opens a given game at once (used by "take over" in a worked example; such a
 * table is not saved, and cannot be shared as a link when it starts from an example's position);
 * `fromExample` resolves an example's step for such a start.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Bilingual, GameResult } from '../../../engine/core/contract';
import type { BotLevel } from '../../../engine/core/bot';
import { decodeRecord, encodeRecord, newRecord, replay } from '../../../engine/core/record';
import { diceTown } from '../../../engine/dice-town/game';
import { diceTownMachine } from '../../../engine/dice-town/machine';
import type { DiceTownMove, DiceTownOptions, DiceTownState } from '../../../engine/dice-town/types';
import { useActorMirror } from '../core/actor';
import { Bi } from '../core/Bi';
import { botSeed } from '../core/botClient';
import { Feedback, type Notice } from '../core/Feedback';
import { GameLog } from '../core/GameLog';
import { handoffNeeded, viewerOf, type SeatKind } from '../core/handoff';
import { PassDevice } from '../core/PassDevice';
import { PhaseDiagram } from '../core/PhaseDiagram';
import { parseSeats, seatsCode, splitShare } from '../core/share';
import { movesOf, replayTable, restoreTable, serializeTable, withMoves, type ExampleResolver, type TableData } from '../core/table';
import { tableCanUndo } from '../core/undo';
import { diceTownBotClient } from './bots-client';
import { PHASE_GROUPS, seatLabel } from './look';
import { diceTownContext } from './machine-context';
import { scoreDetail, townModel, wholeLog } from './model';
import { pickSeats } from './seats';
import { SeatChip, Town } from './Town';
import '../core/island.css';
import './dice-town.css';

export const STORAGE_KEY = 'lr-table:dice-town';
export const TABLE_ANCHOR = 'free-play-table';

type Data = TableData<DiceTownOptions, DiceTownMove>;

export interface DiceTownTableProps {
  initial?: Data;
  fromExample?: ExampleResolver<DiceTownState>;
  /** Save to localStorage (default: only when no `initial` is given). */
  persist?: boolean;
}

const KIND_LABEL: Record<SeatKind, Bilingual> = {
  human: { zh: '真人', en: 'human' },
  easy: { zh: '電腦（簡單）', en: 'bot (easy)' },
  strong: { zh: '電腦（強）', en: 'bot (strong)' },
};

const CUP_SECRET: Bilingual = {
  zh: '骰盅下的骰子和手上的牌都是祕密：交接時畫面先蓋起來，接手的人只看得到自己的骰盅和手牌。大家都選好以後，骰盅一起掀開。',
  en: 'The dice under each cup and the cards in hand are secret: the table is covered while the device changes hands, and then shows only the cup and cards of the player holding it. When all have chosen, the cups are lifted together.',
};

const noExample: ExampleResolver<DiceTownState> = () => null;

function newSeed(): number {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0]! % 1_000_000;
}

interface SetupForm {
  players: number;
  seats: SeatKind[];
  seed: string;
  edition: DiceTownOptions['edition'];
  capAtThree: boolean;
  kickers: boolean;
  elixirsFaceUp: 2 | 3;
}

const DEFAULT_FORM = (): SetupForm => ({
  players: 3,
  seats: ['human', 'strong', 'easy', 'strong', 'easy'],
  seed: String(newSeed()),
  edition: 'revised',
  capAtThree: true,
  kickers: false,
  elixirsFaceUp: 2,
});

function SetupPanel({ onStart }: { onStart: (d: Data) => Notice | null }) {
  const [f, setF] = useState<SetupForm>(DEFAULT_FORM);
  const [notice, setNotice] = useState<Notice | null>(null);
  const set = (patch: Partial<SetupForm>) => setF({ ...f, ...patch });
  const start = (e: Event) => {
    e.preventDefault();
    const seed: number | string = /^\d{1,15}$/.test(f.seed.trim()) ? Number(f.seed.trim()) : f.seed.trim();
    const options: Partial<DiceTownOptions> = { edition: f.edition, capAtThree: f.capAtThree, kickers: f.kickers };
    if (f.edition === 'revised') options.elixirsFaceUp = f.elixirsFaceUp;
    const config = { players: f.players, seed, options };
    const made = diceTown.setup(config);
    if (!made.ok) {
      setNotice({ kind: 'error', text: made.error });
      return;
    }
    setNotice(onStart({ start: { kind: 'record', record: newRecord('dice-town', config) }, seats: f.seats.slice(0, f.players), lastSeen: null }));
  };
  return (
    <form class="sg-setup" onSubmit={start} data-testid="setup-form">
      <fieldset>
        <legend>
          <Bi t={{ zh: '玩家', en: 'Players' }} />
        </legend>
        <label>
          <Bi t={{ zh: '人數', en: 'Number of players' }} />
          <select value={String(f.players)} data-testid="players" onChange={(e) => set({ players: Number((e.target as HTMLSelectElement).value) })}>
            {[2, 3, 4, 5].map((n) => (
              <option key={n} value={String(n)}>
                {n}
              </option>
            ))}
          </select>
        </label>
        {Array.from({ length: f.players }, (_, seat) => (
          <label key={seat}>
            <SeatChip seat={seat} />
            <Bi t={seatLabel(seat)} />
            <select
              value={f.seats[seat]}
              data-testid={`seat-kind-${seat}`}
              onChange={(e) => {
                const seats = f.seats.slice();
                seats[seat] = (e.target as HTMLSelectElement).value as SeatKind;
                set({ seats });
              }}
            >
              {(['human', 'easy', 'strong'] as SeatKind[]).map((k) => (
                <option key={k} value={k}>
                  {`${KIND_LABEL[k].zh} / ${KIND_LABEL[k].en}`}
                </option>
              ))}
            </select>
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>
          <Bi t={{ zh: '亂數種子與選項', en: 'Seed and options' }} />
        </legend>
        <label>
          <Bi t={{ zh: '種子（同樣的種子、同樣的選擇，就擲出同樣的骰子）', en: 'Seed (same seed and same choices: the same dice)' }} />
          <input class="sg-input" style={{ width: '9rem' }} value={f.seed} data-testid="seed" onInput={(e) => set({ seed: (e.target as HTMLInputElement).value })} />
        </label>
        <button type="button" class="sg-btn" data-testid="new-seed" onClick={() => set({ seed: String(newSeed()) })}>
          <Bi t={{ zh: '換一個種子', en: 'New seed' }} />
        </button>
        <br />
        <label>
          <Bi t={{ zh: '版本', en: 'Edition' }} />
          <select value={f.edition} data-testid="opt-edition" onChange={(e) => set({ edition: (e.target as HTMLSelectElement).value as SetupForm['edition'] })}>
            <option value="revised">改版（開運專家卡） / revised (Elixir cards)</option>
            <option value="first">第一版（開運專家選單） / first (Doc Badluck's menu)</option>
          </select>
        </label>
        {f.edition === 'revised' && (
          <label>
            <Bi t={{ zh: '翻開的開運專家卡', en: 'Face-up Elixirs' }} />
            <select value={String(f.elixirsFaceUp)} data-testid="opt-elixirs" onChange={(e) => set({ elixirsFaceUp: Number((e.target as HTMLSelectElement).value) as 2 | 3 })}>
              <option value="2">2（出版規則） / 2 (published rules)</option>
              <option value="3">3（中文原文） / 3 (the source text)</option>
            </select>
          </label>
        )}
        <br />
        <label>
          <input type="checkbox" checked={f.capAtThree} data-testid="opt-cap" onChange={(e) => set({ capAtThree: (e.target as HTMLInputElement).checked })} />
          <Bi t={{ zh: '金礦、雜貨店、酒館每次最多拿 3', en: 'At most 3 per win at the Gold Mine, General Store and Saloon' }} />
        </label>
        <label>
          <input type="checkbox" checked={f.kickers} data-testid="opt-kickers" onChange={(e) => set({ kickers: (e.target as HTMLInputElement).checked })} />
          <Bi t={{ zh: '鎮公所同牌型時比剩下的骰子', en: 'Town Hall ties broken by the other dice' }} />
        </label>
      </fieldset>
      <button type="submit" class="sg-btn sg-primary" data-testid="start">
        <Bi t={{ zh: '開始遊戲', en: 'Start the game' }} />
      </button>
      <Feedback notice={notice} chapter="dice-town" />
    </form>
  );
}

function FinalScore({ result }: { result: GameResult }) {
  const detail = scoreDetail(result);
  return (
    <section data-testid="final-score">
      <h4>
        <Bi t={{ zh: '最後計分', en: 'Final scoring' }} />
      </h4>
      <table class="sg-score">
        <thead>
          <tr>
            <th>
              <Bi t={{ zh: '玩家', en: 'Player' }} />
            </th>
            <th>
              <Bi t={{ zh: '地產卡、裝備、金塊、現金、警徽', en: 'Property, equipment, nuggets, cash, badge' }} />
            </th>
            <th>
              <Bi t={{ zh: '總分', en: 'Total' }} />
            </th>
          </tr>
        </thead>
        <tbody>
          {detail.map((d) => (
            <tr key={d.seat} data-testid={`score-${d.seat}`}>
              <td>
                <SeatChip seat={d.seat} /> <Bi t={seatLabel(d.seat)} />
                {result.winners.includes(d.seat) && (
                  <strong data-testid={`winner-${d.seat}`}>
                    {' ★ '}
                    <Bi t={result.winners.length > 1 ? { zh: '並列勝利', en: 'shared victory' } : { zh: '勝利', en: 'winner' }} />
                  </strong>
                )}
              </td>
              <td>
                <ul>
                  {d.rows.map((r, k) => (
                    <li key={k}>
                      <Bi t={r.label} />
                      {': '}
                      <span data-testid="points" lang="en">
                        {r.points}
                      </span>
                    </li>
                  ))}
                </ul>
              </td>
              <td data-testid={`total-${d.seat}`} lang="en">
                {d.total}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

interface BotNote {
  seat: number;
  text: Bilingual;
  /** A hidden keep: told once the seat's choice is revealed. */
  hidden: boolean;
}

export default function DiceTownTable(props: DiceTownTableProps) {
  const fromExample = props.fromExample ?? noExample;
  const persist = props.persist ?? !props.initial;
  const [data, setData] = useState<Data | null>(props.initial ?? null);
  const [state, setState] = useState<DiceTownState | null>(() => {
    if (!props.initial) return null;
    const r = replayTable(diceTown, props.initial.start, fromExample);
    return r.ok ? r.state : null;
  });
  const [lastMove, setLastMove] = useState<{ from: DiceTownState; move: DiceTownMove } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [notes, setNotes] = useState<BotNote[]>([]);
  const [hint, setHint] = useState<Notice | null>(null);
  const [speed, setSpeed] = useState(700);
  const [shareOpen, setShareOpen] = useState(false);
  const [ready, setReady] = useState(!!props.initial);
  const token = useRef(0);

  // open: a share link first, else the saved game
  useEffect(() => {
    if (props.initial) return;
    const url = new URL(location.href);
    const param = url.searchParams.get('game');
    if (param !== null) {
      url.searchParams.delete('game');
      const { code: link, seats: seatText } = splitShare(param);
      const decoded = decodeRecord<DiceTownOptions, DiceTownMove>(link, 'dice-town');
      const replayed = decoded.ok ? replay(diceTown, decoded.state) : decoded;
      if (decoded.ok && replayed.ok) {
        const record = decoded.state;
        const seats = parseSeats(seatText, record.players) ?? ['human', ...new Array<SeatKind>(record.players - 1).fill('strong')];
        open({ start: { kind: 'record', record }, seats, lastSeen: null }, replayed.state);
        setNotice({ kind: 'info', text: { zh: `已從分享連結重播 ${record.moves.length} 步。`, en: `Replayed ${record.moves.length} moves from the share link.` } });
      } else {
        const why = !replayed.ok ? replayed.error : { zh: '', en: '' };
        setNotice({
          kind: 'error',
          text: { zh: `分享連結無法使用：${why.zh}已經擺好一張新的牌桌。`, en: `The share link cannot be used: ${why.en} A fresh table has been set.` },
        });
        setData(null);
        setState(null);
      }
      history.replaceState(history.state, '', url);
      setReady(true);
      return;
    }
    let saved: string | null = null;
    try {
      saved = localStorage.getItem(STORAGE_KEY);
    } catch {
      saved = null;
    }
    if (saved) {
      const r = restoreTable(diceTown, saved, fromExample);
      if (r.ok) open(r.state.data, r.state.state);
      else {
        setNotice({ kind: 'error', text: r.error });
        try {
          localStorage.removeItem(STORAGE_KEY);
        } catch {
          /* storage unavailable */
        }
      }
    }
    setReady(true);
  }, []);

  // save after every change
  useEffect(() => {
    if (!persist || !ready) return;
    try {
      if (data) localStorage.setItem(STORAGE_KEY, serializeTable(data));
    } catch {
      /* storage full or unavailable: the game goes on unsaved */
    }
  }, [data, ready]);

  // a bot's reason for a hidden keep is told once its choice is revealed
  useEffect(() => {
    if (state && notes.some((n) => n.hidden && state.choices[n.seat] === null)) setNotes((ns) => ns.map((n) => (n.hidden && state.choices[n.seat] === null ? { ...n, hidden: false } : n)));
  }, [state]);

  function open(d: Data, s: DiceTownState) {
    token.current++;
    setData(d);
    setState(s);
    setLastMove(null);
    setNotes([]);
    setHint(null);
    setShareOpen(false);
  }

  const over = state ? diceTown.isOver(state) : false;
  const seats = data?.seats ?? [];
  const toActNow = state ? diceTown.toAct(state) : [];
  const picked = pickSeats(seats, toActNow, data?.lastSeen ?? null);
  const human = picked.human;
  const bot = picked.bot;
  const handoff = data ? handoffNeeded(seats, human, data.lastSeen) : false;
  const viewer = viewerOf(seats, data?.lastSeen ?? null, over);
  const actorValue = useActorMirror(diceTownMachine, state, (s) => s.phase, diceTownContext, lastMove);
  const model = useMemo(() => (state ? townModel(state, viewer, human !== undefined && !handoff ? human : null) : null), [state, data?.lastSeen, handoff, human]);
  const log = useMemo(() => (state ? wholeLog(state) : []), [state]);

  const play = (move: DiceTownMove, reason?: Bilingual): Notice | null => {
    if (!data || !state) return null;
    const r = diceTown.play(state, move);
    if (!r.ok) return { kind: 'violation', violation: r.violation };
    token.current++;
    const desc = diceTown.describe(state, move);
    setData({ ...data, start: withMoves(data.start, [...movesOf(data.start), move]) });
    setLastMove({ from: state, move });
    setState(r.state);
    setHint(null);
    setNotice(null);
    if (reason) {
      // a keep under the cup stays secret from the people at the table until the cups are lifted
      const hidden = move.type === 'keep' && viewer !== 'all' && r.state.choices[move.seat] !== null;
      setNotes((ns) => [...ns, { seat: move.seat, text: { zh: `${desc.zh}${reason.zh}`, en: `${desc.en} ${reason.en}` }, hidden }].slice(-6));
    }
    return null;
  };

  // bots decide by themselves, through the worker, after a short visible pause
  useEffect(() => {
    if (!data || !state || over || bot === undefined) return;
    const level = seats[bot] as BotLevel;
    const mine = ++token.current;
    const seed = botSeed(data.start.kind === 'record' ? data.start.record.seed : data.start.example, movesOf(data.start).length);
    const timer = setTimeout(() => {
      diceTownBotClient()
        .ask({ state, seat: bot, level, seed })
        .then((choice) => {
          if (token.current !== mine) return;
          const n = play(choice.move, choice.reason);
          if (n) setNotice(n);
        })
        .catch((err: Error) => {
          if (token.current !== mine) return;
          setNotice({ kind: 'error', text: { zh: `電腦玩家出錯了：${err.message}`, en: `A bot failed: ${err.message}` } });
        });
    }, speed);
    return () => clearTimeout(timer);
  }, [state, data?.seats]);

  const undoSeat = useMemo(() => {
    if (!data || !state) return null;
    const moves = movesOf(data.start);
    const last = moves[moves.length - 1];
    if (!last || seats[last.seat] !== 'human') return null;
    if (typeof viewer === 'object' && viewer.seat !== last.seat) return null;
    return tableCanUndo(diceTown, data.start, fromExample, last.seat) ? last.seat : null;
  }, [data, state]);

  const doUndo = () => {
    if (!data || undoSeat === null) return;
    const start = withMoves(data.start, movesOf(data.start).slice(0, -1));
    const r = replayTable(diceTown, start, fromExample);
    if (!r.ok) {
      setNotice({ kind: 'error', text: r.error });
      return;
    }
    token.current++;
    setData({ ...data, start });
    setState(r.state);
    setLastMove(null);
    setHint(null);
    setNotice({ kind: 'info', text: { zh: '已收回上一步。', en: 'The last move was taken back.' } });
  };

  const askHint = () => {
    if (!state || human === undefined || !data) return;
    setHint({ kind: 'info', text: { zh: '強的電腦玩家正在想……', en: 'The strong bot is thinking…' } });
    const mine = token.current;
    diceTownBotClient()
      .ask({ state, seat: human, level: 'strong', seed: botSeed('hint', movesOf(data.start).length) })
      .then((c) => {
        if (token.current !== mine) return;
        setHint({ kind: 'info', text: { zh: `提示：${c.reason.zh}`, en: `Hint: ${c.reason.en}` } });
      })
      .catch((err: Error) => setHint({ kind: 'error', text: { zh: `提示失敗：${err.message}`, en: `No hint: ${err.message}` } }));
  };

  /** The link to the game as it stands (kept up to date while shown). */
  const shareUrl = (d: Data): string | null => {
    if (d.start.kind !== 'record') return null;
    const url = new URL(location.href);
    url.search = '';
    url.searchParams.set('game', `${encodeRecord(d.start.record)}~${seatsCode(d.seats)}`);
    url.hash = TABLE_ANCHOR;
    return url.toString();
  };
  const share = shareOpen && data ? shareUrl(data) : null;
  const makeShare = () => {
    const url = data ? shareUrl(data) : null;
    if (!url) return;
    setShareOpen(true);
    navigator.clipboard?.writeText(url).catch(() => {});
  };

  const again = () => {
    if (!data) return;
    const start = withMoves(data.start, []);
    const r = replayTable(diceTown, start, fromExample);
    if (!r.ok) {
      setNotice({ kind: 'error', text: r.error });
      return;
    }
    open({ start, seats: data.seats, lastSeen: null }, r.state);
    setNotice({ kind: 'info', text: { zh: '同樣的種子重新開局：做同樣的選擇，就會擲出同樣的骰子。', en: 'A new game with the same seed: the same choices give the same dice.' } });
  };

  const newGame = () => {
    token.current++;
    setData(null);
    setState(null);
    setNotice(null);
    setLastMove(null);
    setNotes([]);
    try {
      if (persist) localStorage.removeItem(STORAGE_KEY);
    } catch {
      /* storage unavailable */
    }
  };

  const result = state && over ? diceTown.result(state) : null;
  const kinds = seats.map((k) => KIND_LABEL[k]);
  const shownNotes = notes.filter((n) => !n.hidden);

  return (
    <section class="sg-island sg-table dt-table" id={props.initial ? undefined : TABLE_ANCHOR} data-testid="table" data-ready={ready ? '' : undefined}>
      <h3>
        <Bi t={props.initial ? { zh: '從這裡接手', en: 'Taken over from here' } : { zh: '自由對局', en: 'Free-play table' }} />
      </h3>
      {!data || !state || !model ? (
        <>
          <Feedback notice={notice} chapter="dice-town" />
          <SetupPanel
            onStart={(d) => {
              const r = replayTable(diceTown, d.start, fromExample);
              if (!r.ok) return { kind: 'error', text: r.error };
              setNotice(null);
              open(d, r.state);
              return null;
            }}
          />
        </>
      ) : (
        <>
          <div class="sg-row island-controls">
            <button type="button" class="sg-btn" data-testid="new-game" onClick={newGame}>
              <Bi t={{ zh: '新的一局', en: 'New game' }} />
            </button>
            <button type="button" class="sg-btn" data-testid="play-again" onClick={again}>
              <Bi t={{ zh: '同樣的骰子再玩一次', en: 'Play again with the same dice' }} />
            </button>
            {data.start.kind === 'record' ? (
              <button type="button" class="sg-btn" data-testid="share" onClick={makeShare}>
                <Bi t={{ zh: '分享連結', en: 'Share link' }} />
              </button>
            ) : (
              <span class="sg-note">
                <Bi t={{ zh: '從範例接手的對局不能做成分享連結。', en: 'A game taken over from an example cannot be shared as a link.' }} />
              </span>
            )}
            <label>
              <Bi t={{ zh: '電腦速度', en: 'Bot speed' }} />{' '}
              <select value={String(speed)} data-testid="bot-speed" onChange={(e) => setSpeed(Number((e.target as HTMLSelectElement).value))}>
                <option value="1500">慢 / slow</option>
                <option value="700">一般 / normal</option>
                <option value="0">立即 / instant</option>
              </select>
            </label>
            {data.start.kind === 'record' && (
              <span class="sg-note" data-testid="table-seed">
                <Bi t={{ zh: `種子 ${data.start.record.seed}`, en: `Seed ${data.start.record.seed}` }} />
              </span>
            )}
          </div>
          {share && (
            <p class="sg-row">
              <label>
                <Bi t={{ zh: '分享連結（按下時已複製；之後每一步都會更新）', en: 'Share link (copied when pressed; kept up to date as the game goes on)' }} />{' '}
                <input class="sg-input" style={{ width: '100%' }} readOnly value={share} data-testid="share-link" onFocus={(e) => (e.target as HTMLInputElement).select()} />
              </label>
            </p>
          )}
          <Feedback notice={notice} chapter="dice-town" />
          <PhaseDiagram machine={diceTownMachine} chapter="dice-town" current={actorValue} title={false} groups={PHASE_GROUPS} />
          {shownNotes.length > 0 && (
            <ul class="sg-info dt-notes" data-testid="bot-reason" role="status">
              {shownNotes.slice(-3).map((n, i) => (
                <li key={i}>
                  <SeatChip seat={n.seat} /> <Bi t={n.text} />
                </li>
              ))}
            </ul>
          )}
          {result && <FinalScore result={result} />}
          {handoff && human !== undefined ? (
            <PassDevice who={seatLabel(human)} secret={CUP_SECRET} onReady={() => setData({ ...data, lastSeen: human })} />
          ) : (
            <div class="sg-grid sg-wide">
              <Town
                model={model}
                onMove={(m) => play(m)}
                kinds={kinds}
                notice={hint}
                actions={
                  <>
                    {human !== undefined && !over && (
                      <button type="button" class="sg-btn" data-testid="hint" onClick={askHint}>
                        <Bi t={{ zh: '提示', en: 'Hint' }} />
                      </button>
                    )}
                    <button type="button" class="sg-btn" data-testid="undo" disabled={undoSeat === null} onClick={doUndo}>
                      <Bi t={{ zh: '收回', en: 'Undo' }} />
                    </button>
                  </>
                }
              />
              <GameLog lines={log} max={600} />
            </div>
          )}
        </>
      )}
    </section>
  );
}
