/**
 * Dice Town's round machine. It reads like the rulebook's round: the dice step (everyone rolls and
 * keeps under the cup, cups lifted together, the last roll), then the town visited left to right —
 * Gold Mine, Bank, General Store, Saloon, Sheriff, Town Hall, Doc Badluck — then the stagecoach and
 * the end check, and the next round or the final score.
 *
 * The context is `{ state }`, the plain `DiceTownState`. The round is resolved (see `resolve.ts`) until
 * a player must decide: at the start in the automatic state `run`, after each decision in the move's
 * own transition (see `stepped`). `reveal` is passed whenever dice were rolled or hidden cards shown (no undo past
 * it); the machine then rests in the state named `<location>:<decision>` (`goldMine:tie`,
 * `saloon:saloonKeep` …); each location has only the decisions that can arise there. A dice choice
 * made while others still choose stays under the cup: the machine stays where it is. The states are
 * kept flat (one level) because XState's cost per step grows with nesting, and each decision tries
 * the states the round can reach from its own stage onwards first. The move checker (`checks.ts`) has
 * refused every illegal move before an event reaches the machine.
 */
import { assign, setup } from 'xstate';
import type { PhaseMeta } from '../core/contract';
import { advance, step } from './resolve';
import type { DiceTownMove, DiceTownState, PendingKind, Stage } from './types';

type Ctx = { state: DiceTownState };

const meta = (section: string, undo: 'allowed' | 'blocked', zh: string, en: string): { meta: PhaseMeta } => ({
  meta: { section, undo, label: { zh, en } },
});

/** Child state name of a decision (the keep decision of the last roll has its own). */
type Child = Exclude<PendingKind, 'keep'> | 'keep' | 'lastRoll';

const MOVES: Record<Child, DiceTownMove['type'][]> = {
  keep: ['keep'],
  lastRoll: ['keep'],
  wanted: ['cancel', 'pass'],
  window: ['play', 'pass'],
  holdUp: ['holdUp'],
  tie: ['settleTie'],
  storeKeep: ['keepCard'],
  saloonTarget: ['steal'],
  saloonKeep: ['keepCard'],
  docNext: ['docNext'],
  elixir: ['elixir'],
  give: ['give'],
};

const CHILD_META: Record<Child, [section: string | null, zh: string, en: string]> = {
  keep: ['keeping', '在骰盅下選擇保留的骰子', 'Keep dice under the cup'],
  lastRoll: ['last-roll', '最後一擲', 'The last roll'],
  wanted: ['cards', '通緝令的時機', 'Wanted poster window'],
  window: ['cards', '雜貨卡的時機', 'General Store card window'],
  holdUp: ['cards', '搶劫：點名一位玩家', 'Hold-up: name a player'],
  tie: ['sheriff', '平手：警長裁定', 'Tie: the sheriff decides'],
  storeKeep: [null, '從抽到的雜貨卡留一張', 'Keep one General Store card'],
  saloonTarget: [null, '選一位對手下手', 'Choose an opponent to rob'],
  saloonKeep: [null, '從抽到的牌留一張', 'Keep one card drawn'],
  docNext: [null, '警長決定看診順序', 'The sheriff picks the next visitor'],
  elixir: [null, '選一張開運專家卡', 'Choose an Elixir'],
  give: [null, '交出一張牌', 'Hand over a card'],
};

/** Stage → section anchor, name, and the decisions that can arise there. */
const STAGES: Record<Exclude<Stage, 'over'>, { section: string; zh: string; en: string; children: Child[] }> = {
  dice: { section: 'keeping', zh: '擲骰與保留', en: 'Rolling and keeping', children: ['keep', 'lastRoll', 'wanted'] },
  goldMine: { section: 'gold-mine', zh: '金礦', en: 'Gold Mine', children: ['tie', 'window', 'wanted'] },
  bank: { section: 'bank', zh: '銀行', en: 'Bank', children: ['tie', 'window', 'wanted'] },
  generalStore: {
    section: 'general-store',
    zh: '雜貨店',
    en: 'General Store',
    children: ['tie', 'window', 'wanted', 'storeKeep', 'holdUp'],
  },
  saloon: { section: 'saloon', zh: '酒館', en: 'Saloon', children: ['tie', 'window', 'wanted', 'saloonTarget', 'saloonKeep', 'holdUp'] },
  sheriff: { section: 'sheriff', zh: '警長', en: 'Sheriff', children: ['tie', 'window', 'wanted'] },
  townHall: { section: 'town-hall', zh: '鎮公所', en: 'Town Hall', children: ['tie', 'window', 'wanted'] },
  docBadluck: {
    section: 'doc-badluck',
    zh: '開運專家',
    en: 'Doc Badluck',
    children: ['window', 'wanted', 'docNext', 'elixir', 'give', 'holdUp'],
  },
};

/**
 * Each resting state's name, `<stage>:<decision>`, made once. Taken back as an object's keys, they
 * are the strings V8 keeps once each, as it keeps the machine's own state keys: `phaseOf` gives
 * these very strings, so the machine's look-up of the state and its guards compare names by
 * identity instead of letter by letter.
 */
const PHASE: Record<string, Partial<Record<Child, string>>> = {};
for (const [stage, def] of Object.entries(STAGES)) {
  const names = Object.fromEntries(def.children.map((c) => [`${stage}:${c}`, c]));
  PHASE[stage] = {};
  for (const name of Object.keys(names)) PHASE[stage][names[name]!] = name;
}
const phaseName = (stage: string, child: Child): string => PHASE[stage]![child]!;

/** The resting state value (dotted) the plain state is in. */
export function phaseOf(s: DiceTownState): string {
  if (s.stage === 'over' || !s.pending) return 'gameOver';
  const child: Child = s.pending.kind === 'keep' && s.last ? 'lastRoll' : s.pending.kind;
  return phaseName(s.stage, child);
}

/** Every resting state value of the machine. */
export const RESTING_STATES: readonly string[] = [
  ...Object.entries(STAGES).flatMap(([stage, def]) => def.children.map((c) => phaseName(stage, c))),
  'gameOver',
];

/**
 * The resting states, most frequent first: `run` and `reveal` try them in this order (XState tries
 * guarded transitions one by one), and a new dice step is by far the most common stop after a reveal.
 */
const FREQUENT = ['dice:keep', 'saloon:saloonKeep', 'generalStore:storeKeep', 'goldMine:tie', 'docBadluck:elixir', 'bank:tie', 'sheriff:tie'];
const BY_FREQUENCY = [...FREQUENT, ...RESTING_STATES.filter((p) => !FREQUENT.includes(p))];

const routes = BY_FREQUENCY.map((phase) => ({ guard: { type: 'at' as const, params: { phase } }, target: phase }));

const STAGE_ORDER = Object.keys(STAGES) as (keyof typeof STAGES)[];

/**
 * The resting states a decision taken during `stage` can lead to, in the order the round reaches
 * them: the rest of this stage, the locations after it left to right, the next round's dice step,
 * the end of the game.
 */
function onwardFrom(stage: keyof typeof STAGES): string[] {
  const i = STAGE_ORDER.indexOf(stage);
  const stages = [...STAGE_ORDER.slice(i), ...STAGE_ORDER.slice(0, i)];
  return [...stages.flatMap((st) => STAGES[st].children.map((c) => phaseName(st, c))), 'gameOver'];
}

/** A decision played: the state it leads to (already resolved), and whether dice or hidden cards were shown on the way. */
interface Stepped {
  next: DiceTownState;
  revealed: boolean;
}

/**
 * A decision's transition goes straight to the next resting state (through `reveal` when dice or
 * cards were shown): the guards read the result of the move, computed once (`stepped` keeps the last
 * result, keyed by the state and move objects) and then stored by the `step` action. One step per
 * move instead of two keeps the engine fast enough for bots and random-game tests. The stored
 * state has `fresh` cleared: passing `reveal` is what the flag asks for.
 */
const memo: Stepped & { state: DiceTownState | null; event: DiceTownMove | null } = { state: null, event: null, next: null!, revealed: false };
function stepped(state: DiceTownState, event: DiceTownMove): Stepped {
  if (memo.state === state && memo.event === event) return memo;
  const next = step(state, event);
  const revealed = next.fresh;
  next.fresh = false;
  next.phase = phaseOf(next);
  // one memo object, written over (a new one per move was garbage)
  memo.state = state;
  memo.event = event;
  memo.next = next;
  memo.revealed = revealed;
  return memo;
}

/**
 * A decision's transitions: a keep chosen while others still choose stays hidden under the cup (no
 * state change); otherwise a reveal, or the resting state the round reaches from this stage on.
 */
const decisionTransitions = (stage: keyof typeof STAGES, child: Child) => [
  ...(child === 'keep' || child === 'lastRoll' ? [{ guard: 'othersStillChoose' as const, actions: 'step' as const }] : []),
  { guard: 'leadsToReveal' as const, target: 'reveal', actions: 'step' as const },
  ...onwardFrom(stage).map((phase) => ({ guard: { type: 'leadsTo' as const, params: { phase } }, target: phase, actions: 'step' as const })),
  { actions: 'stuck' as const, target: 'gameOver' },
];

const decisionStates = Object.fromEntries(
  Object.entries(STAGES).flatMap(([stage, def]) =>
    def.children.map((child) => {
      const [section, zh, en] = CHILD_META[child];
      const transitions = decisionTransitions(stage as keyof typeof STAGES, child);
      return [
        phaseName(stage, child),
        {
          ...meta(section ?? def.section, 'allowed', `${def.zh}：${zh}`, `${def.en}: ${en}`),
          on: Object.fromEntries(MOVES[child].map((type) => [type, transitions])),
        },
      ];
    }),
  ),
);

export const diceTownMachine = setup({
  types: {
    context: {} as Ctx,
    events: {} as DiceTownMove,
    input: {} as Ctx,
  },
  guards: {
    at: ({ context }, params: { phase: string }) => context.state.phase === params.phase,
    fresh: ({ context }) => context.state.fresh,
    othersStillChoose: ({ context: { state }, event }) =>
      event.type === 'keep' && state.keepers.some((k) => k !== event.seat && state.choices[k] === null),
    leadsTo: ({ context, event }, params: { phase: string }) => stepped(context.state, event).next.phase === params.phase,
    leadsToReveal: ({ context, event }) => stepped(context.state, event).revealed,
  },
  actions: {
    step: assign(({ context, event }) => ({ state: stepped(context.state, event).next })),
    advance: assign(({ context }) => {
      const state = advance(context.state);
      state.phase = phaseOf(state);
      return { state };
    }),
    clearFresh: assign(({ context }) => ({ state: { ...context.state, fresh: false } })),
    stuck: ({ context }) => {
      throw new Error(`no machine state for ${context.state.phase}`);
    },
  },
}).createMachine({
  id: 'dicetown',
  context: ({ input }) => input,
  initial: 'run',
  states: {
    run: {
      ...meta('play', 'allowed', '結算', 'Resolving'),
      entry: 'advance',
      always: [{ guard: 'fresh', target: 'reveal', actions: 'clearFresh' }, ...routes, { actions: 'stuck', target: 'gameOver' }],
    },
    reveal: {
      ...meta('dice-round', 'blocked', '擲骰或翻牌', 'Dice rolled or cards shown'),
      always: [...routes, { actions: 'stuck', target: 'gameOver' }],
    },
    ...decisionStates,
    gameOver: {
      ...meta('game-end', 'blocked', '遊戲結束', 'Game over'),
      type: 'final',
    },
  },
});
