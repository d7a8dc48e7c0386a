/**
 * Loading a position written declaratively, so examples and tests can start mid-round.
 *
 * Only `players` is required. Cards are named by their kind id from `cards.ts` (`dynamite`,
 * `equipment-5`, `deed-3`, `luck` …); copies are assigned automatically and every card not named
 * is shuffled (with `seed`) into its deck below the named top cards. `dice` lists the next dice
 * results, used before the random generator: each roll takes them seat by seat (seat 0 first), each
 * seat's dice in order. Every problem is reported in both languages, naming the item at fault.
 */
import { printable } from '../core/text';
import type { Bilingual, LoadResult } from '../core/contract';
import { a } from '../core/text';
import { Draw, seedRng } from '../core/rng';
import { isInt, isObject } from '../core/violation';
import { ELIXIR_INSTANCES, STORE_INSTANCES, isElixirKind, isPropertyKind, isStoreKind, kindOf, propertyInstances } from './deck';
import { blankState, perSeat } from './state';
import { phaseOf } from './machine';
import { resolveOptions } from './options';
import { advance, townTasks } from './resolve';
import { DICE, NUGGETS, ROW, START_BANK, START_MONEY, isFace, moneyInPlay } from './rules';
import type { DiceTownOptions, DiceTownState, Face, Task } from './types';
import { seatLetter } from '../core/seats';

export interface HandSpec {
  store?: string[];
  property?: string[];
  protected?: string[];
}

/** A declarative Dice Town position for `diceTown.load`. */
export interface DiceTownPosition {
  players: number;
  /** Shuffles the cards not named and drives later rolls (default 1). */
  seed?: number | string;
  options?: Partial<DiceTownOptions>;
  /** `keep` (default): a dice step starts now (everyone with dice rolls); `town`: hands are complete, the town is visited now. */
  phase?: 'keep' | 'town';
  round?: number;
  /** Default 0. */
  sheriff?: number;
  /** Default $8 each; a single number gives everyone the same. */
  money?: number[] | number;
  /** Default $3. Cash + bank + stagecoach must equal the money in play ($8 a player + $3). */
  bank?: number;
  stagecoach?: number;
  /** Default none. */
  nuggets?: number[];
  /** Default: the 30 nuggets less those the players hold. */
  mine?: number;
  hands?: HandSpec[];
  /** The Town Hall row, front first (default: drawn). */
  row?: string[];
  /** Top cards of the decks, top first (the rest shuffled below). */
  storeDeck?: string[];
  propertyDeck?: string[];
  storeDiscard?: string[];
  /** Face-up Elixirs (default: drawn) and used ones. */
  elixirs?: string[];
  elixirDiscard?: string[];
  /** Dice already set aside per seat. */
  kept?: Face[][];
  /** The next dice results, consumed before the random generator. */
  dice?: Face[];
}

class LoadError extends Error {
  constructor(readonly bilingual: Bilingual) {
    super(bilingual.en);
  }
}

const fail = (zh: string, en: string): never => {
  throw new LoadError({ zh, en });
};

const KNOWN = new Set([
  'players', 'seed', 'options', 'phase', 'round', 'sheriff', 'money', 'bank', 'stagecoach', 'nuggets', 'mine', 'hands',
  'row', 'storeDeck', 'propertyDeck', 'storeDiscard', 'elixirs', 'elixirDiscard', 'kept', 'dice',
]);

export function loadPosition(position: unknown): LoadResult<DiceTownState> {
  try {
    return { ok: true, state: build(position) };
  } catch (error) {
    if (error instanceof LoadError) return { ok: false, error: error.bilingual };
    throw error;
  }
}

/** Hands out card copies by kind; each copy can be handed out once. */
class Pool {
  private left: string[];
  constructor(
    all: readonly string[],
    private readonly what: Bilingual,
    private readonly valid: (id: string) => boolean,
  ) {
    this.left = all.slice();
  }
  take(id: unknown, where: Bilingual): string {
    if (typeof id !== 'string' || !this.valid(kindOf(id)))
      fail(`${where.zh}：「${printable(id)}」不是${this.what.zh}。`, `${where.en}: "${printable(id)}" is not ${a(this.what.en)}.`);
    const kind = kindOf(id as string);
    const i = (id as string).includes('#') ? this.left.indexOf(id as string) : this.left.findIndex((c) => kindOf(c) === kind);
    if (i < 0) fail(`${where.zh}：「${printable(id)}」的張數超過遊戲裡有的。`, `${where.en}: more copies of "${printable(id)}" than the game has.`);
    return this.left.splice(i, 1)[0]!;
  }
  rest(): string[] {
    return this.left.slice();
  }
}

function list(v: unknown, name: string): unknown[] {
  if (v === undefined) return [];
  if (!Array.isArray(v)) fail(`${name} 必須是陣列。`, `${name} must be an array.`);
  return v as unknown[];
}

function build(position: unknown): DiceTownState {
  if (!isObject(position)) fail('局面必須是一個物件。', 'A position must be an object.');
  const pos = position as Record<string, unknown>;
  for (const k of Object.keys(pos)) if (!KNOWN.has(k)) fail(`局面裡有不認得的欄位「${k}」。`, `Unknown field "${k}" in the position.`);
  if (!isInt(pos.players, 2, 5)) fail(`玩家人數必須是 2 到 5，收到 ${JSON.stringify(pos.players)}。`, `players must be 2 to 5, not ${JSON.stringify(pos.players)}.`);
  const n = pos.players as number;
  const opts = resolveOptions(pos.options, n);
  if (!opts.ok) throw new LoadError(opts.error);
  const options = opts.options;
  const seed = pos.seed ?? 1;
  if (typeof seed !== 'string' && !(typeof seed === 'number' && Number.isFinite(seed))) fail('seed 必須是數字或文字。', 'seed must be a number or a string.');
  const draw = new Draw(seedRng(seed as number | string));
  const s = blankState(n, options, []);

  const phase = pos.phase ?? 'keep';
  if (phase !== 'keep' && phase !== 'town') fail(`phase 必須是 keep 或 town，收到 ${JSON.stringify(phase)}。`, `phase must be "keep" or "town", not ${JSON.stringify(phase)}.`);
  const round = pos.round ?? 1;
  if (!isInt(round, 1)) fail('round 必須是 1 以上的整數。', 'round must be a whole number ≥ 1.');
  s.round = round as number;
  const sheriff = pos.sheriff ?? 0;
  if (!isInt(sheriff, 0, n - 1)) fail(`警長必須是座位 0 到 ${n - 1}。`, `sheriff must be a seat from 0 to ${n - 1}.`);
  s.sheriff = sheriff as number;

  // money: a closed economy
  if (pos.money === undefined) s.money = perSeat(n, () => START_MONEY);
  else if (typeof pos.money === 'number') {
    const cash = pos.money;
    s.money = perSeat(n, () => cash);
  }
  else if (Array.isArray(pos.money)) s.money = pos.money.slice() as number[];
  else fail('money 必須是數字或每位玩家一個數字的陣列。', 'money must be a number or one number per player.');
  if (s.money.length !== n) fail(`money 要有 ${n} 個數字，收到 ${s.money.length} 個。`, `money needs ${n} entries, got ${s.money.length}.`);
  s.money.forEach((m, i) => {
    if (!isInt(m, 0)) fail(`玩家 ${seatLetter(i)} 的錢必須是 0 以上的整數。`, `Player ${seatLetter(i)}'s money must be a whole number ≥ 0.`);
  });
  s.bank = (pos.bank ?? START_BANK) as number;
  s.stagecoach = (pos.stagecoach ?? 0) as number;
  if (!isInt(s.bank, 0)) fail('bank 必須是 0 以上的整數。', 'bank must be a whole number ≥ 0.');
  if (!isInt(s.stagecoach, 0)) fail('stagecoach 必須是 0 以上的整數。', 'stagecoach must be a whole number ≥ 0.');
  const total = s.money.reduce((a, b) => a + b, 0) + s.bank + s.stagecoach;
  if (total !== moneyInPlay(n))
    fail(
      `錢的總數不對：玩家的錢、銀行和驛馬車加起來是 ${total} 元，${n} 人遊戲應該剛好 ${moneyInPlay(n)} 元。`,
      `The money does not add up: cash, bank and stagecoach total $${total}; ${a(`${n}-player`)} game has exactly $${moneyInPlay(n)}.`,
    );

  // nuggets
  if (pos.nuggets !== undefined) {
    if (!Array.isArray(pos.nuggets) || pos.nuggets.length !== n || !pos.nuggets.every((x) => isInt(x, 0)))
      fail(`nuggets 必須是 ${n} 個 0 以上的整數。`, `nuggets must be ${n} whole numbers ≥ 0.`);
    s.nuggets = (pos.nuggets as number[]).slice();
  }
  const held = s.nuggets.reduce((a, b) => a + b, 0);
  s.mine = (pos.mine ?? NUGGETS - held) as number;
  if (!isInt(s.mine, 0) || s.mine + held > NUGGETS)
    fail(`金塊太多：玩家手上 ${held} 個加上礦裡 ${printable(pos.mine)} 個，超過 ${NUGGETS} 個。`, `Too many nuggets: ${held} held plus ${printable(pos.mine)} in the mine is more than ${NUGGETS}.`);
  if (s.mine === 0) fail('金礦已經空了，遊戲已經結束，不能載入。', 'The mine is empty: the game is over and cannot be loaded.');

  // cards
  const store = new Pool(STORE_INSTANCES, { zh: '雜貨卡', en: 'General Store card' }, isStoreKind);
  const property = new Pool(propertyInstances(options.edition), { zh: '地產卡', en: 'property card' }, isPropertyKind);
  const elixir = new Pool(options.edition === 'revised' ? ELIXIR_INSTANCES : [], { zh: '開運專家卡', en: 'Elixir card' }, isElixirKind);
  const handSpecs = list(pos.hands, 'hands');
  if (handSpecs.length > n) fail(`hands 最多 ${n} 份，收到 ${handSpecs.length} 份。`, `hands has at most ${n} entries, got ${handSpecs.length}.`);
  handSpecs.forEach((h, seat) => {
    if (!isObject(h)) fail(`玩家 ${seatLetter(seat)} 的手牌格式不正確。`, `Player ${seatLetter(seat)}'s hand is malformed.`);
    const where = (part: string): Bilingual => ({ zh: `玩家 ${seatLetter(seat)} 的 ${part}`, en: `Player ${seatLetter(seat)}'s ${part}` });
    const hand = s.hands[seat]!;
    const spec = h as HandSpec;
    hand.store = list(spec.store, 'store').map((c) => store.take(c, where('store')));
    hand.property = list(spec.property, 'property').map((c) => property.take(c, where('property')));
    hand.protected = list(spec.protected, 'protected').map((c) => property.take(c, where('protected')));
  });
  s.storeDiscard = list(pos.storeDiscard, 'storeDiscard').map((c) => store.take(c, { zh: 'storeDiscard', en: 'storeDiscard' }));
  const storeTop = list(pos.storeDeck, 'storeDeck').map((c) => store.take(c, { zh: 'storeDeck', en: 'storeDeck' }));
  s.storeDeck = [...storeTop, ...draw.shuffle(store.rest())];
  const rowNamed = pos.row !== undefined;
  const row = list(pos.row, 'row').map((c) => property.take(c, { zh: '鎮公所的地產卡', en: 'the Town Hall row' }));
  const propTop = list(pos.propertyDeck, 'propertyDeck').map((c) => property.take(c, { zh: 'propertyDeck', en: 'propertyDeck' }));
  const propRest = draw.shuffle(property.rest());
  if (!rowNamed) {
    while (row.length < ROW && (propTop.length > 0 || propRest.length > 0)) row.push((propTop.length > 0 ? propTop : propRest).shift()!);
  }
  if (row.length !== ROW)
    fail(`鎮公所要有 ${ROW} 張翻開的地產卡，局面裡有 ${row.length} 張；補不滿代表遊戲已經結束。`, `The Town Hall row needs ${ROW} cards, the position has ${row.length}; a row that cannot be filled means the game is over.`);
  s.row = row;
  s.propertyDeck = [...propTop, ...propRest];
  if (options.edition === 'revised') {
    s.elixirDiscard = list(pos.elixirDiscard, 'elixirDiscard').map((c) => elixir.take(c, { zh: 'elixirDiscard', en: 'elixirDiscard' }));
    const up = list(pos.elixirs, 'elixirs').map((c) => elixir.take(c, { zh: '翻開的開運專家卡', en: 'the face-up Elixirs' }));
    const rest = draw.shuffle(elixir.rest());
    if (pos.elixirs === undefined) while (up.length < options.elixirsFaceUp && rest.length > 0) up.push(rest.shift()!);
    if (up.length !== options.elixirsFaceUp)
      fail(`翻開的開運專家卡要有 ${options.elixirsFaceUp} 張，局面裡有 ${up.length} 張。`, `There must be ${options.elixirsFaceUp} face-up Elixirs; the position has ${up.length}.`);
    s.elixirs = up;
    s.elixirDeck = rest;
  } else if (pos.elixirs !== undefined || pos.elixirDiscard !== undefined) {
    fail('初版沒有開運專家卡（改用圖板上的選單）。', 'The first edition has no Elixir cards (Doc Badluck is a printed menu).');
  }

  // dice
  const kept = list(pos.kept, 'kept');
  if (kept.length > n) fail(`kept 最多 ${n} 份，收到 ${kept.length} 份。`, `kept has at most ${n} entries, got ${kept.length}.`);
  kept.forEach((k, seat) => {
    if (!Array.isArray(k) || !k.every(isFace) || k.length > DICE)
      fail(`玩家 ${seatLetter(seat)} 保留的骰子必須是最多 ${DICE} 個骰面（9、10、J、Q、K、A）。`, `Player ${seatLetter(seat)}'s kept dice must be at most ${DICE} faces (9, 10, J, Q, K, A).`);
    s.kept[seat] = (k as Face[]).slice();
  });
  if (phase === 'town' && s.kept.some((k) => k.length !== DICE))
    fail('要直接結算小鎮，每位玩家都必須已經保留 5 顆骰子。', 'To visit the town now, every player must have kept all 5 dice.');
  if (phase === 'keep' && s.kept.every((k) => k.length === DICE))
    fail('每個人都保留了 5 顆骰子，沒有人要擲骰；請把 phase 設為 town。', 'Everyone has kept 5 dice, so nobody rolls; use phase "town".');
  const dice = list(pos.dice, 'dice');
  dice.forEach((d, i) => {
    if (!isFace(d)) fail(`dice 的第 ${i + 1} 個不是骰面（9、10、J、Q、K、A）：${JSON.stringify(d)}。`, `dice entry ${i + 1} is not a face (9, 10, J, Q, K, A): ${JSON.stringify(d)}.`);
  });
  s.diceQueue = dice as Face[];

  s.rng = draw.state();
  s.tasks = phase === 'town' ? townTasks().reverse() : [{ t: 'roll' } as Task];
  s.log = [['loaded', s.round]];
  const out = advance(s);
  out.phase = phaseOf(out);
  out.fresh = false;
  return out;
}
