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
 * `saloon:saloonKeep` …); each location has only the decisions that can arise there. The states are
 * kept flat (one level) because XState's cost per step grows with nesting. The move checker (`checks.ts`) has
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

/** The resting state value (dotted) the plain state is in. */
export function phaseOf(s: DiceTownState): string {
  if (s.stage === 'over' || !s.pending) return 'gameOver';
  const child: Child = s.pending.kind === 'keep' && s.last ? 'lastRoll' : s.pending.kind;
  return `${s.stage}:${child}`;
}

/** Every resting state value of the machine. */
export const RESTING_STATES: readonly string[] = [
  ...Object.entries(STAGES).flatMap(([stage, def]) => def.children.map((c) => `${stage}:${c}`)),
  'gameOver',
];

/** The resting states, most frequent first (XState tries guarded transitions in order). */
const FREQUENT = ['dice:keep', 'docBadluck:elixir', 'dice:lastRoll', 'generalStore:storeKeep', 'saloon:saloonTarget', 'saloon:saloonKeep', 'docBadluck:docNext'];
const BY_FREQUENCY = [...FREQUENT, ...RESTING_STATES.filter((p) => !FREQUENT.includes(p))];

const routes = BY_FREQUENCY.map((phase) => ({ guard: { type: 'at' as const, params: { phase } }, target: phase }));

/**
 * A decision's transition goes straight to the next resting state: the guards read the state the
 * move leads to, computed once (`stepped` keeps the last result, keyed by the state and move
 * objects) and then stored by the `step` action. One step per move instead of two keeps the
 * engine fast enough for bots and random-game tests.
 */
let memo: { state: DiceTownState; event: DiceTownMove; next: DiceTownState } | null = null;
function stepped(state: DiceTownState, event: DiceTownMove): DiceTownState {
  if (memo && memo.state === state && memo.event === event) return memo.next;
  const next = step(state, event);
  next.phase = phaseOf(next);
  memo = { state, event, next };
  return next;
}

const decisionTransitions = [
  { guard: 'leadsToReveal' as const, target: 'reveal', actions: 'step' as const },
  ...BY_FREQUENCY.map((phase) => ({ guard: { type: 'leadsTo' as const, params: { phase } }, target: phase, actions: 'step' as const })),
  { actions: 'stuck' as const, target: 'gameOver' },
];

const decisionStates = Object.fromEntries(
  Object.entries(STAGES).flatMap(([stage, def]) =>
    def.children.map((child) => {
      const [section, zh, en] = CHILD_META[child];
      return [
        `${stage}:${child}`,
        {
          ...meta(section ?? def.section, 'allowed', `${def.zh}：${zh}`, `${def.en}: ${en}`),
          on: Object.fromEntries(MOVES[child].map((type) => [type, decisionTransitions])),
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
    leadsTo: ({ context, event }, params: { phase: string }) => stepped(context.state, event).phase === params.phase,
    leadsToReveal: ({ context, event }) => stepped(context.state, event).fresh,
  },
  actions: {
    step: assign(({ context, event }) => ({ state: stepped(context.state, event) })),
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
      always: [{ guard: 'fresh', target: 'reveal' }, ...routes, { actions: 'stuck', target: 'gameOver' }],
    },
    reveal: {
      ...meta('dice-round', 'blocked', '擲骰或翻牌', 'Dice rolled or cards shown'),
      entry: 'clearFresh',
      always: [...routes, { actions: 'stuck', target: 'gameOver' }],
    },
    ...decisionStates,
    gameOver: {
      ...meta('game-end', 'blocked', '遊戲結束', 'Game over'),
      type: 'final',
    },
  },
});
