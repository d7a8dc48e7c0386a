/**
 * Dice Town's free-play table once a game is opened (Table.tsx holds the setup form and loads this): a setup form (2–5 seats, each human or bot, seed, options), then a
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
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Bilingual } from '../../../engine/core/contract';
import { diceTown } from '../../../engine/dice-town/game';
import { diceTownMachine } from '../../../engine/dice-town/machine';
import { useActorMirror } from '../core/actor';
import { Bi } from '../core/Bi';
import { GameLog } from '../core/GameLog';
import { useModule } from '../core/lazy';
import { PassDevice } from '../core/PassDevice';
import { PhaseStrip } from '../core/PhaseDiagram';
import { replayTable, withMoves } from '../core/table';
import { TableActions, TableFrame } from '../core/TableFrame';
import { KIND_LABEL, said, useTable } from '../core/useTable';
import { diceTownBotClient } from './bots-client';
import { PHASE_GROUPS, seatLabel } from './look';
import { diceTownContext } from './machine-context';
import { townModel, wholeLog } from './model';
import { pickSeats } from './seats';
import { SeatChip, Town } from './Town';
import '../core/island.css';
import './dice-town.css';
import { SetupPanel, STORAGE_KEY, type DiceTownTableProps } from './Table';
const CUP_SECRET: Bilingual = {
  zh: '骰盅下的骰子和手上的牌都是祕密：交接時畫面先蓋起來，接手的人只看得到自己的骰盅和手牌。大家都選好以後，骰盅一起掀開。',
  en: 'The dice under each cup and the cards in hand are secret: the table is covered while the device changes hands, and then shows only the cup and cards of the player holding it. When all have chosen, the cups are lifted together.',
};



interface BotNote {
  seat: number;
  text: Bilingual;
  /** A hidden keep: told once the seat's choice is revealed. */
  hidden: boolean;
}

export default function DiceTownPlay(props: DiceTownTableProps) {
  const [notes, setNotes] = useState<BotNote[]>([]);
  const t = useTable({
    game: diceTown,
    storageKey: STORAGE_KEY,
    bots: diceTownBotClient,
    props,
    moved: (from, move, next, bot) => {
      if (!bot) return;
      // a keep under the cup stays secret from the people at the table until the cups are lifted
      const hidden = move.type === 'keep' && t.viewer !== 'all' && next.choices[move.seat] !== null;
      setNotes((ns) => [...ns, { seat: move.seat, text: said(diceTown.describe(from, move), bot.reason), hidden }].slice(-6));
    },
    opened: (_d, undo) => undo || setNotes([]),
    pick: pickSeats,
    hintText: (_s, c) => c.reason,
    liveShare: true,
  });
  const { data, state, hint, over, human, handoff, viewer } = t;

  // a bot's reason for a hidden keep is told once its choice is revealed
  useEffect(() => {
    if (state && notes.some((n) => n.hidden && state.choices[n.seat] === null)) setNotes((ns) => ns.map((n) => (n.hidden && state.choices[n.seat] === null ? { ...n, hidden: false } : n)));
  }, [state]);

  const actorValue = useActorMirror(diceTownMachine, state, (s) => s.phase, diceTownContext, t.lastMove);
  const model = useMemo(() => (state ? townModel(state, viewer, human !== undefined && !handoff ? human : null) : null), [state, data?.lastSeen, handoff, human]);
  const log = useMemo(() => (state ? wholeLog(state) : []), [state]);

  const again = () => {
    if (!data) return;
    const start = withMoves(data.start, []);
    const r = replayTable(diceTown, start, t.fromExample);
    if (!r.ok) {
      t.setNotice({ kind: 'error', text: r.error });
      return;
    }
    t.open({ start, seats: data.seats, lastSeen: null }, r.state);
    t.setNotice({ kind: 'info', text: { zh: '同樣的種子重新開局：做同樣的選擇，就會擲出同樣的骰子。', en: 'A new game with the same seed: the same choices give the same dice.' } });
  };

  const result = state && over ? diceTown.result(state) : null;
  const final = useModule(() => import('./Final'), result !== null);
  const kinds = t.seats.map((k) => KIND_LABEL[k]);
  const shownNotes = notes.filter((n) => !n.hidden);

  return (
    <TableFrame
      t={t}
      chapter="dice-town"
      shown={!!model}
      setup={<SetupPanel onStart={t.start} />}
      extra={
        <button type="button" class="sg-btn" data-testid="play-again" onClick={again}>
          <Bi t={{ zh: '同樣的骰子再玩一次', en: 'Play again with the same dice' }} />
        </button>
      }
      shareLabel={{ zh: '分享連結（按下時已複製；之後每一步都會更新）', en: 'Share link (copied when pressed; kept up to date as the game goes on)' }}
    >
      {() => (
        <>
          <PhaseStrip machine={diceTownMachine} chapter="dice-town" current={actorValue} title={false} groups={PHASE_GROUPS} />
          {shownNotes.length > 0 && (
            <ul class="sg-info dt-notes" data-testid="bot-reason" role="status">
              {shownNotes.slice(-3).map((n, i) => (
                <li key={i}>
                  <SeatChip seat={n.seat} /> <Bi t={n.text} />
                </li>
              ))}
            </ul>
          )}
          {result && data && (final ? <final.default state={state!} result={result} start={data.start} fromExample={t.fromExample} level={Number(props.level ?? 3) + 1} /> : <p class="sg-note" data-testid="final-loading"><Bi t={{ zh: '計分中……', en: 'Scoring…' }} /></p>)}
          {handoff && human !== undefined ? (
            <PassDevice who={seatLabel(human)} secret={CUP_SECRET} onReady={() => t.seen(human)} />
          ) : (
            <div class="sg-grid sg-wide">
              <Town model={model!} onMove={(m) => t.play(m)} kinds={kinds} notice={hint} actions={<TableActions t={t} />} />
              <GameLog lines={log} max={600} />
            </div>
          )}
        </>
      )}
    </TableFrame>
  );
}
