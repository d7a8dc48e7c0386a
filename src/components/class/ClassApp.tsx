/**
 * The class page, for a student or the teacher (see connection.ts for how a device stays in its
 * class). A student joins with the class code and a name, takes a seat at a table the teacher
 * opened, and plays it on their own screen; a question the teacher asks appears above. The
 * teacher opens the class (its code and QR code for the projector), opens tables with seats for
 * students or bots, sees every table at once, watches or projects one, pauses it, gives a bot the
 * seat of a student who left, ends it, asks and reveals class questions, and closes the class.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Bilingual } from '../../../engine/core/contract';
import { isCode, MAX_NAME, type ClassSettings, type TableSummary } from '../../../server/protocol';
import { Bi } from '../core/Bi';
import { say, useMode } from '../core/reading';
import type { TableFrame } from '../../../server/protocol';
import { useModule } from '../core/lazy';
import { forget, kept, onClassServer, useClass, type ClassView, type Identity } from './connection';
import { useFocusWhenLost } from './focus';
import { GAME_INFO, KIND_TEXT, seatName } from './games';
import './class.css';

type Send = (t: string, b?: Record<string, unknown>) => void;

/** A table on this device: the game's own table part, loaded only once a table is on screen (it shares the chapters' table code). */
const loadTable = () => import('./ClassTable');
function ClassTable(p: { frame: TableFrame; view: ClassView; send: Send }) {
  const m = useModule(loadTable, true);
  return m ? (
    <m.default {...p} />
  ) : (
    <p class="sg-note">
      <Bi t={{ zh: '載入牌桌……', en: 'Loading the table…' }} />
    </p>
  );
}

const STATUS: Record<ClassView['status'], Bilingual> = {
  connecting: { zh: '連線中……', en: 'Connecting…' },
  online: { zh: '已連線', en: 'Connected' },
  offline: { zh: '連線中斷，正在重新連上……（你的座位會保留）', en: 'Connection lost, reconnecting… (your seat is kept)' },
  refused: { zh: '無法加入', en: 'Cannot join' },
  closed: { zh: '老師已經關閉這個課堂。', en: 'The teacher has closed this class.' },
};

export default function ClassApp({ role }: { role: 'teacher' | 'student' }) {
  const [here, setHere] = useState<boolean | null>(null);
  const [who, setWho] = useState<Identity | null>(null);
  useEffect(() => {
    setHere(onClassServer());
    setWho(kept(role));
  }, []);
  const { view, send } = useClass(role, who);
  if (here === null) return null;
  if (!here)
    return (
      <div class="sg-info" data-testid="class-no-server">
        <p>
          <Bi
            t={{
              zh: '課堂模式要由課堂伺服器提供這本書才能用：老師在電腦上執行 npm run class，學生用同一個區域網路打開它印出的網址。',
              en: 'Class mode works when the book is served by the class server: the teacher runs npm run class on a computer, and students open the address it prints, on the same local network.',
            }}
          />
        </p>
      </div>
    );
  const leave = () => {
    forget(role);
    setWho(null);
  };
  return (
    <div class="cl-app not-content" data-testid={`class-${role}`} data-status={who ? view.status : 'out'}>
      {who && (
        <p class={`cl-status cl-${view.status}`} role="status" data-testid="class-status">
          <Bi t={STATUS[view.status]} />
          {view.refusal && view.status !== 'online' && (
            <>
              {' '}
              <Bi t={view.refusal} />
            </>
          )}
        </p>
      )}
      {view.info && (
        <p class="sg-note" role="status">
          <Bi t={view.info} />
        </p>
      )}
      {view.savingOff && (
        <p class="sg-warn" role="status" data-testid="saving-off">
          <Bi t={{ zh: '這個瀏覽器不能存東西：重新整理之後，要用代碼和名字重新加入（老師可以把你的座位交給你）。', en: 'This browser cannot store anything: after a reload, join again with the code and your name (the teacher can give you your seat back).' }} />
        </p>
      )}
      {role === 'student' ? <Student who={who} setWho={setWho} view={view} send={send} leave={leave} /> : <Teacher who={who} setWho={setWho} view={view} send={send} leave={leave} />}
    </div>
  );
}

interface Part {
  who: Identity | null;
  setWho: (w: Identity | null) => void;
  view: ClassView;
  send: Send;
  leave: () => void;
}

// ---- a student ---------------------------------------------------------------------------------

function Student({ who, setWho, view, send, leave }: Part) {
  const mode = useMode();
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  useEffect(() => setCode(new URL(location.href).searchParams.get('code')?.toUpperCase() ?? ''), []);
  if (!who || view.status === 'refused' || view.status === 'closed') {
    const ok = isCode(code.trim().toUpperCase()) && name.trim().length > 0;
    return (
      <form
        class="cl-join"
        data-testid="class-join"
        onSubmit={(e) => {
          e.preventDefault();
          if (ok) setWho({ code: code.trim().toUpperCase(), name: name.trim() });
        }}
      >
        <h2>
          <Bi t={{ zh: '加入課堂', en: 'Join a class' }} />
        </h2>
        {view.refusal && who === null && (
          <p class="sg-warn" role="alert">
            <Bi t={view.refusal} />
          </p>
        )}
        <label class="cl-field">
          <Bi t={{ zh: '課堂代碼（5 個字母）', en: 'Class code (5 letters)' }} />
          <input class="sg-input cl-code-input" data-testid="class-code" value={code} maxLength={5} autoComplete="off" autoCapitalize="characters" spellcheck={false} onInput={(e) => setCode((e.target as HTMLInputElement).value.toUpperCase())} />
        </label>
        <label class="cl-field">
          <Bi t={{ zh: '你的名字（同學看得到）', en: 'Your name (the class sees it)' }} />
          <input class="sg-input" data-testid="class-name" value={name} maxLength={MAX_NAME} autoComplete="nickname" onInput={(e) => setName((e.target as HTMLInputElement).value)} />
        </label>
        <button type="submit" class="sg-btn sg-primary" data-testid="class-join-go" disabled={!ok} aria-label={say({ zh: '加入', en: 'Join' }, mode)}>
          <Bi t={{ zh: '加入', en: 'Join' }} />
        </button>
        <p class="sg-note">
          <Bi t={{ zh: '只需要代碼和名字，不用帳號。課堂結束後資料就會刪除。', en: 'Only the code and a name, no account. The class’s data is deleted when it ends.' }} />
        </p>
      </form>
    );
  }
  const w = view.welcome;
  const mine = Object.values(view.frames);
  return (
    <>
      <p class="cl-who">
        {w && (
          <Bi t={{ zh: `課堂 ${w.code} · 你是 ${w.name}`, en: `Class ${w.code} · you are ${w.name}` }} />
        )}{' '}
        <button type="button" class="sg-btn" data-testid="class-leave" onClick={leave}>
          <Bi t={{ zh: '離開課堂', en: 'Leave the class' }} />
        </button>
      </p>
      <Question view={view} send={send} teacher={false} />
      {view.notice && mine.length === 0 && (
        <p class="sg-warn" role="status">
          <Bi t={view.notice.text} />
        </p>
      )}
      {mine.length > 0 ? (
        mine.map((f) => (
          <div key={f.table}>
            <ClassTable frame={f} view={view} send={send} />
            <p>
              <button type="button" class="sg-btn" data-testid="class-stand" onClick={() => send('stand', { table: f.table })}>
                <Bi t={{ zh: '離開這個座位', en: 'Leave this seat' }} />
              </button>
            </p>
          </div>
        ))
      ) : (
        <Lobby view={view} send={send} />
      )}
    </>
  );
}

/** The tables with an open seat, for a student to sit at (and a new table, if the teacher allows it). */
function Lobby({ view, send }: { view: ClassView; send: Send }) {
  const title = useFocusWhenLost<HTMLHeadingElement>();
  const tables = view.lobby?.tables.filter((t) => !t.over && !t.ended) ?? [];
  return (
    <section data-testid="class-lobby" aria-labelledby="cl-lobby">
      <h2 id="cl-lobby" ref={title} tabIndex={-1}>
        <Bi t={{ zh: '選一個座位', en: 'Choose a seat' }} />
      </h2>
      {tables.length === 0 && (
        <p class="sg-note">
          <Bi t={{ zh: '老師還沒有開桌，請稍等。', en: 'The teacher has not opened a table yet: wait a moment.' }} />
        </p>
      )}
      <ul class="cl-lobby">
        {tables.map((t) => (
          <li key={t.id} class="cl-card">
            <h3>
              <Bi t={GAME_INFO[t.game]!.name} /> <span class="cl-tid">{t.id}</span>
            </h3>
            <ul class="cl-seats">
              {t.seats.map((s, i) => (
                <li key={i}>
                  <Bi t={seatName(i)} />{' '}
                  {s.kind === 'open' ? (
                    <button type="button" class="sg-btn" data-testid="class-sit" data-seat={i} data-table={t.id} onClick={() => send('sit', { table: t.id, seat: i })}>
                      <Bi t={{ zh: '坐這裡', en: 'Sit here' }} />
                    </button>
                  ) : s.kind === 'student' ? (
                    <span class="cl-name">{s.name}</span>
                  ) : (
                    <Bi t={KIND_TEXT[s.kind]} />
                  )}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {view.lobby?.settings.studentsOpenTables && <NewTable send={send} />}
    </section>
  );
}

/** A class question: the options to choose from (a student), the count of answers, and the shares once revealed. */
function Question({ view, send, teacher }: { view: ClassView; send: Send; teacher: boolean }) {
  const q = view.question;
  const [chosen, setChosen] = useState<number | null>(null);
  useEffect(() => setChosen(null), [q?.id]);
  if (!q) return null;
  const tally = view.tally?.id === q.id ? view.tally : null;
  const total = tally?.answered ?? 0;
  return (
    <section class="cl-question sg-info" data-testid="class-question" aria-labelledby="cl-q" role="region">
      <h2 id="cl-q">
        <Bi t={{ zh: '全班一起猜', en: 'A question for the class' }} />
      </h2>
      <p class="cl-prompt">
        <Bi t={q.prompt} />
      </p>
      <ul class="cl-options">
        {q.options.map((o, i) => {
          const share = tally?.counts ? tally.counts[i]! : null;
          const right = tally?.counts && tally.answer === i;
          return (
            <li key={i} class={right ? 'cl-right' : undefined} data-testid="class-option">
              {teacher || tally?.counts ? (
                <span>
                  <Bi t={o} />
                </span>
              ) : (
                <button type="button" class="sg-btn" aria-pressed={chosen === i} data-testid="class-answer" onClick={() => (setChosen(i), send('answer', { id: q.id, choice: i }))}>
                  <Bi t={o} />
                </button>
              )}
              {share !== null && (
                <span class="cl-share" data-testid="class-share">
                  {' '}
                  <span class="cl-bar" style={{ width: `${total ? Math.round((100 * share) / total) : 0}%` }} aria-hidden="true" />
                  {total ? Math.round((100 * share) / total) : 0}% ({share})
                </span>
              )}
              {right && (
                <strong>
                  {' '}
                  <Bi t={{ zh: '✓ 正確答案', en: '✓ the right answer' }} />
                </strong>
              )}
            </li>
          );
        })}
      </ul>
      <p data-testid="class-answered">
        <Bi t={{ zh: `已經有 ${total} 人回答`, en: `${total} answered` }} />
        {chosen !== null && !tally?.counts && (
          <>
            {' · '}
            <Bi t={{ zh: '你的答案已送出，可以再改。', en: 'Your answer is in; you may still change it.' }} />
          </>
        )}
      </p>
      {teacher && !tally?.counts && (
        <button type="button" class="sg-btn sg-primary" data-testid="class-reveal" onClick={() => send('reveal', { id: q.id })}>
          <Bi t={{ zh: '公布答案', en: 'Reveal' }} />
        </button>
      )}
    </section>
  );
}

/** Open a table: the game, how many seats, and who sits in each (a student, or a bot). */
function NewTable({ send }: { send: Send }) {
  const [game, setGame] = useState('san-juan');
  const info = GAME_INFO[game]!;
  const [seats, setSeats] = useState<('open' | 'easy' | 'strong')[]>(['open', 'open', 'open', 'open']);
  const n = Math.min(Math.max(seats.length, info.min), info.max);
  const list = Array.from({ length: n }, (_, i) => seats[i] ?? 'open');
  const mode = useMode();
  return (
    <form
      class="cl-new"
      data-testid="class-new-table"
      onSubmit={(e) => {
        e.preventDefault();
        send('open-table', { game, seats: list });
      }}
    >
      <h3>
        <Bi t={{ zh: '開一桌', en: 'Open a table' }} />
      </h3>
      <label class="cl-field">
        <Bi t={{ zh: '遊戲', en: 'Game' }} />
        <select class="sg-input" data-testid="class-game" value={game} onChange={(e) => setGame((e.target as HTMLSelectElement).value)}>
          {Object.entries(GAME_INFO).map(([id, g]) => (
            <option key={id} value={id}>
              {say(g.name, mode)}
            </option>
          ))}
        </select>
      </label>
      <label class="cl-field">
        <Bi t={{ zh: '座位數', en: 'Seats' }} />
        <select class="sg-input" data-testid="class-seat-count" value={String(n)} onChange={(e) => setSeats(Array.from({ length: Number((e.target as HTMLSelectElement).value) }, (_, i) => list[i] ?? 'open'))}>
          {Array.from({ length: info.max - info.min + 1 }, (_, i) => info.min + i).map((k) => (
            <option key={k} value={String(k)}>
              {k}
            </option>
          ))}
        </select>
      </label>
      <ul class="cl-seat-kinds">
        {list.map((k, i) => (
          <li key={i}>
            <label class="cl-field">
              <Bi t={seatName(i)} />
              <select class="sg-input" data-testid="class-seat-kind" value={k} onChange={(e) => setSeats(list.map((x, j) => (j === i ? ((e.target as HTMLSelectElement).value as typeof k) : x)))}>
                {(['open', 'easy', 'strong'] as const).map((v) => (
                  <option key={v} value={v}>
                    {say(v === 'open' ? { zh: '學生', en: 'student' } : KIND_TEXT[v], mode)}
                  </option>
                ))}
              </select>
            </label>
          </li>
        ))}
      </ul>
      <button type="submit" class="sg-btn sg-primary" data-testid="class-open-table">
        <Bi t={{ zh: '開桌', en: 'Open the table' }} />
      </button>
    </form>
  );
}

// ---- the teacher -------------------------------------------------------------------------------

function Teacher({ who, setWho, view, send, leave }: Part) {
  const [trouble, setTrouble] = useState<Bilingual | null>(null);
  const [watching, setWatching] = useState<string | null>(null);
  const project = typeof location === 'undefined' ? null : new URL(location.href).searchParams.get('project');
  useEffect(() => {
    if (view.status === 'online' && project) send('watch', { table: project });
  }, [view.status]);
  if (!who || view.status === 'refused' || view.status === 'closed') {
    const open = async () => {
      setTrouble(null);
      try {
        const r = await fetch('/class/open', { method: 'POST' });
        if (!r.ok) throw new Error(String(r.status));
        const c = (await r.json()) as { code: string; teacherToken: string };
        setWho({ code: c.code, teacherToken: c.teacherToken });
      } catch (err) {
        setTrouble({ zh: `開課失敗：${(err as Error).message}`, en: `The class could not be opened: ${(err as Error).message}` });
      }
    };
    return (
      <div class="cl-open">
        {view.status === 'closed' && (
          <p class="sg-info" role="status">
            <Bi t={STATUS.closed} />
          </p>
        )}
        {trouble && (
          <p class="sg-warn" role="alert">
            <Bi t={trouble} />
          </p>
        )}
        <button type="button" class="sg-btn sg-primary cl-big" data-testid="class-open" onClick={open}>
          <Bi t={{ zh: '開一個課堂', en: 'Open a class' }} />
        </button>
        <p class="sg-note">
          <Bi t={{ zh: '課堂最多保留 24 小時；關閉課堂時，學生的名字和所有牌局都會刪除。', en: 'A class lasts 24 hours at most; closing it deletes the students’ names and every game.' }} />
        </p>
      </div>
    );
  }
  const code = view.welcome?.code ?? who.code;
  if (project) {
    const f = view.frames[project];
    return <div class="cl-project">{f ? <ClassTable frame={f} view={view} send={send} /> : <p class="sg-note"><Bi t={STATUS.connecting} /></p>}</div>;
  }
  const joinUrl = `${location.origin}/class/?code=${code}`;
  const tables = view.lobby?.tables ?? [];
  const watched = watching ? view.frames[watching] : undefined;
  return (
    <>
      <section class="cl-code-box" aria-labelledby="cl-code">
        <h2 id="cl-code">
          <Bi t={{ zh: '課堂代碼', en: 'Class code' }} />
        </h2>
        <p class="cl-code" data-testid="class-code-shown">
          {code}
        </p>
        <p class="cl-url">
          <Bi t={{ zh: '學生打開：', en: 'Students open:' }} /> <span data-testid="class-url">{joinUrl}</span>
        </p>
        <img class="cl-qr" src={`/class/qr.svg?text=${encodeURIComponent(joinUrl)}`} width={180} height={180} alt={`QR: ${joinUrl}`} />
      </section>
      <Question view={view} send={send} teacher />
      {view.notice && (
        <p class="sg-warn" role="status" data-testid="class-notice">
          <Bi t={view.notice.text} />
        </p>
      )}
      <section aria-labelledby="cl-tables">
        <h2 id="cl-tables">
          <Bi t={{ zh: `牌桌（${tables.length}）`, en: `Tables (${tables.length})` }} />
        </h2>
        <ul class="cl-overview" data-testid="class-overview">
          {tables.map((t) => (
            <TableCard key={t.id} t={t} send={send} watch={() => (setWatching(t.id), send('watch', { table: t.id }))} />
          ))}
        </ul>
      </section>
      {watched && (
        <div class="cl-watch" data-testid="class-watch">
          <p>
            <button type="button" class="sg-btn" onClick={() => (setWatching(null), send('watch', { table: null }))}>
              <Bi t={{ zh: '收起這一桌', en: 'Close this table' }} />
            </button>
          </p>
          <ClassTable frame={watched} view={view} send={send} />
        </div>
      )}
      <NewTable send={send} />
      <Students view={view} />
      <Settings settings={view.lobby?.settings ?? view.welcome?.settings} send={send} />
      <p>
        <button
          type="button"
          class="sg-btn cl-danger"
          data-testid="class-close"
          onClick={() => {
            if (confirm(say({ zh: '關閉課堂？所有牌局和學生名字都會刪除。', en: 'Close the class? Every game and the students’ names will be deleted.' }, document.documentElement.dataset.mode === 'en' ? 'en' : 'zh'))) send('close-class');
          }}
        >
          <Bi t={{ zh: '關閉課堂', en: 'Close the class' }} />
        </button>{' '}
        <button type="button" class="sg-btn" onClick={leave}>
          <Bi t={{ zh: '離開（課堂繼續）', en: 'Leave (the class goes on)' }} />
        </button>
      </p>
    </>
  );
}

/** One table in the teacher's overview: the game, round and phase, whose turn, the scores, and what the teacher may do. */
function TableCard({ t, send, watch }: { t: TableSummary; send: Send; watch: () => void }) {
  const info = GAME_INFO[t.game]!;
  const state: Bilingual = t.ended
    ? { zh: '已結束', en: 'ended' }
    : t.over
      ? { zh: `結束：${t.winners.map((w) => seatName(w).zh).join('、')} 獲勝`, en: `over: ${t.winners.map((w) => seatName(w).en).join(', ')} won` }
      : t.paused
        ? { zh: '暫停中', en: 'paused' }
        : { zh: `輪到 ${t.toAct.map((s) => seatName(s).zh).join('、')}`, en: `${t.toAct.map((s) => seatName(s).en).join(', ')} to act` };
  return (
    <li class="cl-card" data-testid="class-card" data-table={t.id}>
      <h3>
        <Bi t={info.name} /> <span class="cl-tid">{t.id}</span>
      </h3>
      <p>
        <Bi t={{ zh: `第 ${t.round} 輪 · `, en: `Round ${t.round} · ` }} />
        <Bi t={t.phase} />
        {' · '}
        <span data-testid="class-card-state">
          <Bi t={state} />
        </span>
      </p>
      <table class="cl-scores">
        <tbody>
          {t.seats.map((s, i) => (
            <tr key={i} class={t.toAct.includes(i) && !t.over ? 'cl-acting' : undefined}>
              <th scope="row">
                <Bi t={seatName(i)} />
              </th>
              <td>{s.kind === 'student' ? <span class="cl-name">{s.name}</span> : <Bi t={KIND_TEXT[s.kind]} />}</td>
              <td>{s.kind === 'student' && <Bi t={s.online ? { zh: '在線', en: 'online' } : { zh: '離線', en: 'offline' }} />}</td>
              <td class="cl-num">
                {t.scores[i] ?? ''} {t.scores[i] !== null && <Bi t={t.scoreLabel} />}
              </td>
              <td>
                {s.kind === 'student' && !t.over && (
                  <button type="button" class="sg-btn cl-small" data-testid="class-seat-bot" onClick={() => send('seat-bot', { table: t.id, seat: i, level: 'strong' })}>
                    <Bi t={{ zh: '換成電腦', en: 'Give to a bot' }} />
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p class="sg-row">
        <button type="button" class="sg-btn" data-testid="class-watch-btn" onClick={watch}>
          <Bi t={{ zh: '看整桌', en: 'View the whole table' }} />
        </button>
        <a class="sg-btn" data-testid="class-project" href={`?project=${t.id}`} target="_blank" rel="noopener">
          <Bi t={{ zh: '投影這一桌', en: 'Project this table' }} />
        </a>
        {!t.over && !t.ended && (
          <>
            <button type="button" class="sg-btn" data-testid="class-pause" onClick={() => send('pause', { table: t.id, paused: !t.paused })}>
              <Bi t={t.paused ? { zh: '繼續', en: 'Resume' } : { zh: '暫停', en: 'Pause' }} />
            </button>
            <button type="button" class="sg-btn" data-testid="class-end" onClick={() => send('end-table', { table: t.id })}>
              <Bi t={{ zh: '結束這一桌', en: 'End this table' }} />
            </button>
          </>
        )}
      </p>
    </li>
  );
}

function Students({ view }: { view: ClassView }) {
  const list = view.lobby?.students ?? [];
  return (
    <section aria-labelledby="cl-students">
      <h2 id="cl-students">
        <Bi t={{ zh: `學生（${list.length}）`, en: `Students (${list.length})` }} />
      </h2>
      <ul class="cl-students" data-testid="class-students">
        {list.map((s) => (
          <li key={s.id}>
            <span class="cl-name">{s.name}</span> <Bi t={s.online ? { zh: '（在線）', en: '(online)' } : { zh: '（離線）', en: '(offline)' }} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Settings({ settings, send }: { settings?: ClassSettings; send: Send }) {
  const mode = useMode();
  if (!settings) return null;
  const set = (s: Partial<ClassSettings>) => send('settings', { settings: s });
  const check = (key: 'studentsOpenTables' | 'hints' | 'botTakesOver', label: Bilingual) => (
    <label class="cl-check">
      <input type="checkbox" checked={settings[key]} data-testid={`class-set-${key}`} onChange={(e) => set({ [key]: (e.target as HTMLInputElement).checked })} /> <Bi t={label} />
    </label>
  );
  return (
    <section aria-labelledby="cl-settings" class="cl-settings">
      <h2 id="cl-settings">
        <Bi t={{ zh: '課堂設定', en: 'Class settings' }} />
      </h2>
      {check('studentsOpenTables', { zh: '學生可以自己開桌', en: 'Students may open tables' })}
      {check('hints', { zh: '學生可以要提示', en: 'Students may ask for hints' })}
      <label class="cl-field">
        <Bi t={{ zh: '收回一步', en: 'Taking a move back' }} />
        <select class="sg-input" value={settings.undo} data-testid="class-set-undo" onChange={(e) => set({ undo: (e.target as HTMLSelectElement).value as ClassSettings['undo'] })}>
          <option value="off">{say({ zh: '不可以', en: 'never' }, mode)}</option>
          <option value="agree">{say({ zh: '同桌的人都同意才可以', en: 'when the others at the table agree' }, mode)}</option>
          <option value="free">{say({ zh: '規則允許就可以', en: 'whenever the rules allow' }, mode)}</option>
        </select>
      </label>
      <label class="cl-field">
        <Bi t={{ zh: '斷線後保留座位（分鐘）', en: 'Keep a seat after a device drops (minutes)' }} />
        <input class="sg-input" type="number" min={1} max={120} value={settings.reconnectMinutes} data-testid="class-set-minutes" onChange={(e) => set({ reconnectMinutes: Math.max(1, Math.min(120, Number((e.target as HTMLInputElement).value) || 10)) })} />
      </label>
      {check('botTakesOver', { zh: '時間到了由電腦接手座位', en: 'After that, a bot takes the seat' })}
      <label class="cl-field">
        <Bi t={{ zh: '電腦下一步前等幾毫秒', en: 'Bot pause before a move (ms)' }} />
        <input class="sg-input" type="number" min={0} max={5000} step={100} value={settings.botDelay} data-testid="class-set-delay" onChange={(e) => set({ botDelay: Math.max(0, Math.min(5000, Number((e.target as HTMLInputElement).value) || 0)) })} />
      </label>
    </section>
  );
}
