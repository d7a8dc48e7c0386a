/**
 * The game review panel ("where did I lose it?"), for any game: loaded only when Review is pressed
 * (see lazy.ts). The review runs in the game's review worker (reviewClient.ts): the first decisions
 * show as soon as they are done, a progress bar counts the rest, and closing the panel cancels it.
 * It lists the seat's decisions with their mark (a word and a symbol: colour is never the only cue),
 * charts the seat's estimated final score after each decision with the marks drawn on the line, and
 * shows the selected decision: the move made, the expert's choice and the top alternatives with
 * their estimated final score, win share and the difference, one sentence why, and "Try it", which
 * opens that position at the table. The list is one Tab stop, moved with the arrow keys.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Bilingual, GameRecord } from '../../../engine/core/contract';
import { MARKS, type ReviewDecision, type ReviewedMove } from '../../../engine/core/review';
import { Bi } from './Bi';
import { headingTag } from './heading';
import type { Seats } from './look';
import { ReviewChart } from './ReviewChart';
import { runReview, type ReviewReply } from './reviewClient';
import { MARK_MANY, MARK_SYMBOL, MarkBadge, one, pct, where } from './reviewText';
import { useRoving } from './useRoving';
import './review.css';

export interface ReviewPanelProps<O, M> {
  record: GameRecord<O, M>;
  seat: number;
  seats: Seats;
  /** What a point is called (VP, 元 …). */
  unit: Bilingual;
  /** The game's review worker. */
  worker: () => Worker;
  level?: number | string;
  /** Opens the position before the decision at `index` at the table, the reviewed seat a person. */
  onTry: (index: number) => void;
  onClose: () => void;
}

type Run<M> = { total: number | null; playouts: number; decisions: ReviewDecision<M>[]; done: boolean; error: string | null };

export default function ReviewPanel<O, M>(p: ReviewPanelProps<O, M>) {
  const [run, setRun] = useState<Run<M>>({ total: null, playouts: 0, decisions: [], done: false, error: null });
  const [picked, setPicked] = useState<number | null>(null);
  const label = p.seats.seatLabel(p.seat);
  const Title = headingTag(p.level, 4);
  const Sub = headingTag(Number(p.level ?? 4) + 1, 5);
  const headId = `rv-head-${p.seat}`;

  useEffect(() => {
    setRun({ total: null, playouts: 0, decisions: [], done: false, error: null });
    setPicked(null);
    const r = runReview<O, M>(p.worker, { record: p.record, seat: p.seat }, (reply: ReviewReply<M>) => {
      if (reply.kind === 'total') setRun((x) => ({ ...x, total: reply.total, playouts: reply.playouts }));
      else if (reply.kind === 'decision') setRun((x) => ({ ...x, decisions: [...x.decisions, reply.decision] }));
      else if (reply.kind === 'done') setRun((x) => ({ ...x, done: true }));
      else setRun((x) => ({ ...x, error: reply.message }));
    });
    // closing the panel (or a new review) cancels the one under way
    return () => r.cancel();
  }, [p.record, p.seat]);

  const { decisions, total } = run;
  const ids = decisions.map((d) => String(d.index));
  const roving = useRoving<string>({ ids, linear: true, onActive: (id) => setPicked(Number(id)) });
  const selected = decisions.find((d) => d.index === picked) ?? decisions[0] ?? null;
  /** A decision picked by a click: selected, and the list's Tab stop with it. */
  const pick = (index: number) => {
    setPicked(index);
    roving.setActive(String(index));
  };
  const counts = useMemo(() => MARKS.map((m) => [m, decisions.filter((d) => d.mark === m).length] as const), [decisions]);
  const running = !run.done && !run.error;

  return (
    <section class="rv-panel" data-testid="review-panel" aria-labelledby={headId}>
      <div class="rv-top">
        <Title id={headId}>
          <Bi t={{ zh: `復盤：${label.zh}的每一個決定`, en: `Review: ${label.en}'s decisions` }} />
        </Title>
        <button type="button" class="sg-btn" data-testid="review-close" onClick={p.onClose}>
          <Bi t={running ? { zh: '停止並關閉復盤', en: 'Stop and close the review' } : { zh: '關閉復盤', en: 'Close the review' }} />
        </button>
      </div>
      <p class="sg-note rv-method">
        <Bi
          t={{
            zh: `每一個決定只從${label.zh}當時看得到的局面來判斷：專家把幾個候選走法各在 ${run.playouts || '幾'} 個從這個局面抽出的可能牌局裡，由強的電腦替每個人下到終局，比較勝率和平均的終局分數。`,
            en: `Each decision is judged only from what ${label.en} could see then: the expert plays each candidate move to the end in ${run.playouts || 'a few'} games drawn from that position, the strong bot playing every seat, and compares wins and mean final scores.`,
          }}
        />
      </p>
      <ReviewProgress run={run} />
      {run.error && (
        <div class="sg-error" role="alert" data-testid="review-error">
          <p>
            <Bi
              t={{
                zh: '復盤中途停下來了（電腦這邊出了問題）。牌桌不受影響，可以照常繼續玩；關閉復盤後可以再試一次。',
                en: 'The review stopped (something went wrong on the computer’s side). The table is not affected and plays on; close the review and try again.',
              }}
            />
          </p>
          <p class="sg-note">
            <code lang="en">{run.error}</code>
          </p>
        </div>
      )}
      {total === 0 && (
        <p class="sg-note" data-testid="review-empty">
          <Bi t={{ zh: `${label.zh}還沒有做過需要選擇的決定。`, en: `${label.en} has made no decision with a choice yet.` }} />
        </p>
      )}
      {decisions.length > 0 && (
        <>
          <p class="rv-counts" data-testid="review-counts">
            {counts.map(([m, n]) => (
              <span key={m} class="rv-count" data-mark={m}>
                <span class="rv-sym" aria-hidden="true">
                  {MARK_SYMBOL[m]}
                </span>
                <Bi t={MARK_MANY[m](n)} />
              </span>
            ))}
          </p>
          <ReviewChart decisions={decisions} total={total ?? decisions.length} unit={p.unit} selected={selected?.index ?? null} onPick={pick} label={label} Sub={Sub} />
          <div class="rv-body">
            <div class="rv-list-wrap">
              <Sub class="rv-sub" id={`${headId}-list`}>
                <Bi t={{ zh: '決定一覽（方向鍵移動）', en: 'Decisions (arrow keys to move)' }} />
              </Sub>
              <ul class="rv-list" role="listbox" aria-labelledby={`${headId}-list`} data-testid="review-list">
                {decisions.map((d, n) => {
                  const it = roving.item(String(d.index));
                  const on = selected?.index === d.index;
                  return (
                    <li
                      key={d.index}
                      role="option"
                      aria-selected={on ? 'true' : 'false'}
                      class="rv-item"
                      data-mark={d.mark}
                      data-index={d.index}
                      data-testid="review-item"
                      tabIndex={it.tabindex}
                      ref={it.ref}
                      onFocus={it.onFocus}
                      onKeyDown={it.onKeyDown}
                      data-roving=""
                      onClick={() => pick(d.index)}
                    >
                      <span class="rv-where">
                        <Bi t={where(d, n + 1)} />
                      </span>
                      <MarkBadge mark={d.mark} />
                      <span class="rv-move">
                        <Bi t={d.played.text} />
                      </span>
                    </li>
                  );
                })}
              </ul>
            </div>
            {selected && <DecisionDetail d={selected} n={decisions.indexOf(selected) + 1} unit={p.unit} label={label} onTry={() => p.onTry(selected.index)} Sub={Sub} />}
          </div>
        </>
      )}
    </section>
  );
}

function ReviewProgress<M>({ run }: { run: Run<M> }) {
  const n = run.decisions.length;
  const total = run.total;
  const text: Bilingual =
    total === null
      ? { zh: '正在準備復盤……', en: 'Preparing the review…' }
      : run.done
        ? { zh: `${total} 個決定都看完了。`, en: `All ${total} decisions reviewed.` }
        : run.error
          ? { zh: `看完 ${n} 個決定，共 ${total} 個。`, en: `${n} of ${total} decisions reviewed.` }
          : { zh: `正在看第 ${Math.min(n + 1, total)} 個決定，共 ${total} 個……`, en: `Reviewing decision ${Math.min(n + 1, total)} of ${total}…` };
  return (
    <div class="rv-progress" data-testid="review-progress" data-done={run.done ? '' : undefined}>
      {!run.done && total !== 0 && (
        <progress max={total ?? 1} value={total === null ? undefined : n} aria-labelledby="rv-progress-text" data-testid="review-progress-bar" />
      )}
      <span id="rv-progress-text" role="status" data-testid="review-progress-text">
        <Bi t={text} />
      </span>
    </div>
  );
}

/** What a move lost against the best, in points and in win share (only what it lost), or null. */
function difference(loss: { points: number; share: number }, unit: Bilingual): Bilingual | null {
  const pts = loss.points >= 0.05 ? { zh: `−${one(loss.points)} ${unit.zh}`, en: `−${one(loss.points)} ${unit.en}` } : null;
  const share = loss.share >= 0.005 ? { zh: `勝率 −${pct(loss.share)}`, en: `win share −${pct(loss.share)}` } : null;
  if (pts && share) return { zh: `${pts.zh}，${share.zh}`, en: `${pts.en}, ${share.en}` };
  return pts ?? share;
}

function DecisionDetail<M>({ d, n, unit, label, onTry, Sub }: { d: ReviewDecision<M>; n: number; unit: Bilingual; label: Bilingual; onTry: () => void; Sub: ReturnType<typeof headingTag> }) {
  const tag = (c: ReviewedMove<M>): Bilingual | null => {
    const mine = JSON.stringify(c.move) === JSON.stringify(d.played.move);
    const best = JSON.stringify(c.move) === JSON.stringify(d.best.move);
    if (mine && best) return { zh: '你走的，也是專家的選擇', en: 'your move, the expert’s choice too' };
    if (mine) return { zh: '你走的', en: 'your move' };
    if (best) return { zh: '專家的選擇', en: 'the expert’s choice' };
    return null;
  };
  const heads: Bilingual[] = [
    { zh: '走法', en: 'Move' },
    { zh: `預估終局（${unit.zh}）`, en: `Est. final (${unit.en})` },
    { zh: '勝率', en: 'Win share' },
    { zh: '差距', en: 'Difference' },
  ];
  return (
    <div class="rv-detail" data-testid="review-detail" data-index={d.index}>
      <Sub class="rv-sub">
        <Bi t={where(d, n)} /> <MarkBadge mark={d.mark} />
      </Sub>
      <p class="rv-played">
        <Bi t={{ zh: `${label.zh}走了：${d.played.text.zh}`, en: `${label.en} played: ${d.played.text.en}` }} />
      </p>
      <table class="rv-table" data-testid="review-alternatives">
        <thead>
          <tr>
            {heads.map((h, i) => (
              <th key={i} scope="col">
                <Bi t={h} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {d.alternatives.map((c, i) => {
            const t = tag(c);
            const diff = difference(c.loss, unit);
            const cell = (k: number, body: ComponentChildren) => (
              <td>
                <span class="rv-cell-label" aria-hidden="true">
                  <Bi t={heads[k]!} />
                </span>
                {body}
              </td>
            );
            return (
              <tr key={i} data-played={JSON.stringify(c.move) === JSON.stringify(d.played.move) ? '' : undefined}>
                <th scope="row">
                  <Bi t={c.text} />
                  {t && (
                    <span class="rv-tag">
                      <Bi t={t} />
                    </span>
                  )}
                </th>
                {cell(1, <span lang="en">{one(c.meanScore)}</span>)}
                {cell(2, <span lang="en">{pct(c.winShare)}</span>)}
                {cell(3, diff ? <Bi t={diff} /> : <span lang="en">0</span>)}
              </tr>
            );
          })}
        </tbody>
      </table>
      <p class="rv-why" data-testid="review-why">
        <Bi t={d.why} />
      </p>
      <button type="button" class="sg-btn sg-primary" data-testid="review-try" onClick={onTry}>
        <Bi t={{ zh: '試試看：從這一步前接手', en: 'Try it: take over before this move' }} />
      </button>
    </div>
  );
}
