/** The move checker: every refusal names its rule, its chapter section and says why in both languages. */
import type { Violation } from '../core/contract';
import { a } from '../core/text';
import { seatLetter } from '../core/seats';
import { isInt, isObject, violation } from '../core/violation';
import { BUILDING, isBuildingId } from './buildings';
import { actingSeat } from './moves';
import {
  arrangementProblem,
  availableRoles,
  bonusOptions,
  buildProblem,
  buildPrice,
  canHacienda,
  canWharf,
  cargoLoads,
  circlesOf,
  colonistsToPlace,
  keptGoods,
  sellable,
  settleOptions,
  storageChoices,
} from './rules';
import { GOOD_NAMES, ROLE_NAMES, buildingName } from './text';
import { GOODS, ROLES, type Good, type PuertoRicoMove, type PuertoRicoPhase, type PuertoRicoState } from './types';

const MOVES_BY_PHASE: Record<PuertoRicoPhase, readonly PuertoRicoMove['type'][]> = {
  pickRole: ['pickRole'],
  settler: ['settle', 'hacienda', 'pass'],
  mayor: ['arrange'],
  builder: ['build', 'pass'],
  craftsman: ['bonus', 'pass'],
  trader: ['sell', 'pass'],
  captain: ['load', 'pass'],
  storage: ['store'],
  gameOver: [],
};

const ALL_TYPES = new Set(Object.values(MOVES_BY_PHASE).flat());

export const SECTION_OF_PHASE: Record<PuertoRicoPhase, string> = {
  pickRole: 'roles',
  settler: 'settler',
  mayor: 'mayor',
  builder: 'builder',
  craftsman: 'craftsman',
  trader: 'trader',
  captain: 'captain',
  storage: 'storage',
  gameOver: 'game-end',
};

const PHASE_NAMES: Record<PuertoRicoPhase, { zh: string; en: string }> = {
  pickRole: { zh: '選角色', en: 'picking a role' },
  settler: ROLE_NAMES.settler,
  mayor: ROLE_NAMES.mayor,
  builder: ROLE_NAMES.builder,
  craftsman: ROLE_NAMES.craftsman,
  trader: ROLE_NAMES.trader,
  captain: ROLE_NAMES.captain,
  storage: { zh: '存貨', en: 'storage' },
  gameOver: { zh: '遊戲結束', en: 'game over' },
};

const isGood = (g: unknown): g is Good => typeof g === 'string' && (GOODS as readonly string[]).includes(g);

export function checkMove(s: PuertoRicoState, m: PuertoRicoMove): Violation | null {
  if (!isObject(m) || typeof m.type !== 'string' || !ALL_TYPES.has(m.type as PuertoRicoMove['type']))
    return violation('puerto-rico.move.shape', 'play', '這不是一個看得懂的動作。', 'This is not a move the game knows.');
  if (s.phase === 'gameOver') return violation('puerto-rico.game.over', 'game-end', '遊戲已經結束了。', 'The game is over.');
  const section = SECTION_OF_PHASE[s.phase];
  if (!isInt(m.seat, 0, s.players - 1))
    return violation('puerto-rico.move.seat', 'play', `沒有這個座位：${String(m.seat)}。`, `There is no seat ${String(m.seat)}.`);
  const acting = actingSeat(s);
  if (m.seat !== acting)
    return violation(
      'puerto-rico.turn.order',
      section,
      `現在輪到玩家 ${seatLetter(acting!)}，不是玩家 ${seatLetter(m.seat)}。`,
      `It is Player ${seatLetter(acting!)}'s turn, not Player ${seatLetter(m.seat)}'s.`,
    );
  if (!MOVES_BY_PHASE[s.phase].includes(m.type)) {
    const p = PHASE_NAMES[s.phase];
    return violation('puerto-rico.phase.move', section, `現在是${p.zh}的時候，不能做這件事。`, `This move does not belong to ${p.en}.`);
  }
  const me = s.seats[m.seat]!;
  switch (m.type) {
    case 'pickRole':
      if (!(ROLES as readonly string[]).includes(m.role) || !s.roles.includes(m.role))
        return violation('puerto-rico.role.unknown', 'roles', '這一局沒有這張角色卡。', 'There is no such role card in this game.');
      if (!availableRoles(s).includes(m.role))
        return violation(
          'puerto-rico.role.taken',
          'roles',
          `${ROLE_NAMES[m.role].zh}這一回合已經有人選了：每張角色卡一回合只能選一次。`,
          `The ${ROLE_NAMES[m.role].en} has been picked this round: each role can be picked once a round.`,
        );
      return null;
    case 'hacienda':
      if (!canHacienda(s, m.seat))
        return violation(
          'puerto-rico.settler.hacienda',
          'violet-buildings',
          '只有大莊園上有移民、這回合還沒用過、島上有空位而且還有種植園可抽時，才能先抽一塊。',
          'The hacienda draws only when it is occupied, not yet used this turn, with island space free and a tile left to draw.',
        );
      return null;
    case 'settle': {
      if (me.island.length >= 12)
        return violation('puerto-rico.settler.full', 'settler', '你的 12 個島區都滿了。', 'All 12 of your island spaces are filled.');
      if (m.tile === 'quarry') {
        if (s.quarries <= 0) return violation('puerto-rico.settler.no-quarry', 'settler', '採石場已經拿完了。', 'There are no quarries left.');
        if (!settleOptions(s, m.seat).includes('quarry'))
          return violation(
            'puerto-rico.settler.quarry',
            'settler',
            '只有選拓荒者的玩家（特權）或有移民的工寮主人可以拿採石場。',
            'Only the settler (the privilege) or the owner of an occupied construction hut may take a quarry.',
          );
        return null;
      }
      if (!isInt(m.tile, 0, s.row.length - 1))
        return violation('puerto-rico.settler.tile', 'settler', '翻開的種植園裡沒有這一塊。', 'There is no such face-up plantation.');
      return null;
    }
    case 'arrange': {
      if (!Array.isArray(m.island) || !Array.isArray(m.city))
        return violation('puerto-rico.mayor.shape', 'mayor', '安排要列出每塊島區和每棟建築上的移民數。', 'An arrangement lists the colonists on every island tile and building.');
      if (m.declinePrivilege && !(m.seat === s.picker && s.privilegeColonist))
        return violation('puerto-rico.mayor.decline', 'mayor', '只有拿了特權移民的市長可以把它退回。', 'Only a mayor who took the privilege colonist can decline it.');
      const problem = arrangementProblem(s, m.seat, m.island, m.city, m.declinePrivilege === true);
      if (problem === null) return null;
      const total = colonistsToPlace(s, m.seat, m.declinePrivilege === true);
      const fill = Math.min(total, circlesOf(me));
      switch (problem) {
        case 'shape':
          return violation('puerto-rico.mayor.shape', 'mayor', '安排要列出每塊島區和每棟建築上的移民數。', 'An arrangement lists the colonists on every island tile and building.');
        case 'range':
          return violation('puerto-rico.mayor.circles', 'mayor', '每個圓圈只能放 1 位移民：島區 1 個圓圈，建築照印的數目。', 'One colonist per circle: an island tile has one, a building as many as printed.');
        case 'too-many':
          return violation('puerto-rico.mayor.count', 'mayor', `你只有 ${total} 位移民。`, `You have only ${total} colonists.`);
        case 'idle':
          return violation(
            'puerto-rico.mayor.fill',
            'mayor',
            `還有空的圓圈時不能讓移民留在中轉區：要放滿 ${fill} 個圓圈。`,
            `No colonist may wait in San Juan while a circle is empty: ${fill} circle${fill === 1 ? '' : 's'} must be filled.`,
          );
      }
      return null;
    }
    case 'build': {
      if (!isBuildingId(m.building))
        return violation('puerto-rico.builder.unknown', 'buildings', '沒有這種建築。', 'There is no such building.');
      const name = buildingName(m.building);
      switch (buildProblem(s, m.seat, m.building)) {
        case 'supply':
          return violation('puerto-rico.builder.supply', 'builder', `${name.zh}已經沒有了。`, `There is no ${name.en} left in the supply.`);
        case 'owned':
          return violation('puerto-rico.builder.owned', 'builder', `你已經有${name.zh}了：每種建築每人只能有一棟。`, `You already own ${a(name.en)}: one of each building per player.`);
        case 'space':
          return violation(
            'puerto-rico.builder.space',
            'builder',
            `城區放不下${name.zh}（需要 ${BUILDING[m.building].size} 格）。`,
            `The ${name.en} does not fit in your city (it needs ${BUILDING[m.building].size} space${BUILDING[m.building].size > 1 ? 's' : ''}).`,
          );
        case 'money': {
          const price = buildPrice(s, m.seat, m.building);
          return violation(
            'puerto-rico.builder.money',
            'builder',
            `${name.zh}要 ${price} 元，你只有 ${me.doubloons} 元。`,
            `The ${name.en} costs you ${price} doubloons; you have ${me.doubloons}.`,
          );
        }
        default:
          return null;
      }
    }
    case 'bonus':
      if (!isGood(m.good) || !bonusOptions(s).includes(m.good))
        return violation(
          'puerto-rico.craftsman.bonus',
          'craftsman',
          '特權的那 1 個必須是你這個階段生產過、供應區還有的貨物。',
          'The privilege barrel must be a kind you produced in this phase, with one left in the supply.',
        );
      return null;
    case 'sell': {
      if (!isGood(m.good) || me.goods[m.good] <= 0)
        return violation('puerto-rico.trader.none', 'trader', '你沒有這種貨物。', 'You have no barrel of that kind.');
      if (!sellable(s, m.seat).includes(m.good))
        return violation(
          'puerto-rico.trader.kind',
          'trader',
          `商會裡已經有${GOOD_NAMES[m.good].zh}了：同一種貨物只能賣一次（有商館才行）。`,
          `The trading house already holds ${GOOD_NAMES[m.good].en}: a kind is sold there once, unless you have an occupied office.`,
        );
      return null;
    }
    case 'load': {
      if (!isGood(m.good) || me.goods[m.good] <= 0)
        return violation('puerto-rico.captain.none', 'captain', '你沒有這種貨物。', 'You have no barrel of that kind.');
      if (m.ship === 'wharf') {
        if (!canWharf(s, m.seat))
          return violation(
            'puerto-rico.captain.wharf',
            'violet-buildings',
            '碼頭要有移民，而且每個船長階段只能用一次。',
            'The wharf must be occupied, and it is used at most once a captain phase.',
          );
        return null;
      }
      if (!isInt(m.ship, 0, s.ships.length - 1))
        return violation('puerto-rico.captain.ship', 'captain', '沒有這艘貨船。', 'There is no such cargo ship.');
      const ship = s.ships[m.ship]!;
      const loads = cargoLoads(s, m.seat);
      if (loads.some((l) => l.good === m.good && l.ship === m.ship)) return null;
      if (ship.good !== null && ship.good !== m.good)
        return violation(
          'puerto-rico.captain.one-kind',
          'captain',
          `這艘船載的是${GOOD_NAMES[ship.good].zh}：一艘船只能裝一種貨物。`,
          `This ship carries ${GOOD_NAMES[ship.good].en}: a ship carries one kind only.`,
        );
      if (ship.good === m.good)
        return violation('puerto-rico.captain.full', 'captain', '這艘船已經滿了。', 'This ship is full.');
      if (s.ships.some((x) => x.good === m.good))
        return violation(
          'puerto-rico.captain.other-ship',
          'captain',
          `另一艘船已經在載${GOOD_NAMES[m.good].zh}：同一種貨物不能分裝兩艘船。`,
          `Another ship already carries ${GOOD_NAMES[m.good].en}: one kind never goes on two ships.`,
        );
      return violation(
        'puerto-rico.captain.largest',
        'captain',
        `要選能裝下最多${GOOD_NAMES[m.good].zh}的空船。`,
        `Choose the empty ship that takes the most of your ${GOOD_NAMES[m.good].en}.`,
      );
    }
    case 'store': {
      const single = m.single ?? null;
      const wh = Array.isArray(m.warehouse) ? m.warehouse : null;
      if (wh === null || (single !== null && !isGood(single)) || !wh.every(isGood))
        return violation('puerto-rico.storage.shape', 'storage', '說清楚要留哪一個、倉庫放哪幾種。', 'Say which barrel you keep and which kinds the warehouses keep.');
      const want = keptGoods(me, single, wh);
      const ok = storageChoices(me).some((c) => {
        const k = keptGoods(me, c.single, c.warehouse);
        return GOODS.every((g) => k[g] === want[g]);
      });
      if (!ok)
        return violation(
          'puerto-rico.storage.keep',
          'storage',
          '每人留 1 個貨物；有移民的小倉庫再整種留 1 種，大倉庫 2 種。要留到能留的最多。',
          'Each player keeps 1 barrel; an occupied small warehouse keeps 1 whole kind more, a large one 2. Keep as much as you may.',
        );
      return null;
    }
    case 'pass':
      if (s.phase === 'captain' && cargoLoads(s, m.seat).length > 0)
        return violation(
          'puerto-rico.captain.must-load',
          'captain',
          '船長階段一定要裝貨：只要還有貨物能裝上船，就不能不裝。',
          'Loading is compulsory: while any of your barrels can go on a ship, you must load.',
        );
      return null;
  }
  return null;
}
