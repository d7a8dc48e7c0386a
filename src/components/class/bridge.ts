/**
 * A worked example presented by the teacher on the class server: its think-first question goes to
 * every student's device (the class page shows it), the projector shows how many have answered,
 * and Forward's reveal shows each answer's share beside the right one. Loaded by the example's
 * presenter view only on a page served by the class server, on the teacher's device (the teacher's
 * token is kept in the browser); it keeps its own connection to the class.
 */
import { Client, type Room } from '@colyseus/sdk';
import type { Bilingual } from '../../../engine/core/contract';
import { CLASS_ROOM, type ClassQuestion, type ServerMessage, type Tally } from '../../../server/protocol';
import { kept } from './connection';

let room: Promise<Room | null> | null = null;
let question: (ClassQuestion & { answer: number }) | null = null;
let tally: Tally | null = null;
let panel: HTMLElement | null = null;

function connect(): Promise<Room | null> {
  const who = kept('teacher');
  if (!who || !('teacherToken' in who)) return Promise.resolve(null);
  return new Client(location.origin)
    .joinOrCreate(CLASS_ROOM, who)
    .then((r) => {
      r.onMessage('*', (_t: string | number, m: ServerMessage) => {
        if (m.t === 'tally' && m.tally.id === question?.id) {
          tally = m.tally;
          draw();
        }
      });
      return r;
    })
    .catch(() => null);
}

const bi = (t: Bilingual) => `<span lang="zh-Hant" class="lang-zh">${esc(t.zh)}</span><span lang="en" class="lang-en">${esc(t.en)}</span>`;
const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The class's answers, in the presenter: how many so far, then each option's share with the right one marked. */
function draw() {
  if (!panel || !question) return;
  const t = tally;
  const n = t?.answered ?? 0;
  const rows =
    t?.counts &&
    question.options
      .map((o, i) => {
        const pct = n ? Math.round((100 * t.counts![i]!) / n) : 0;
        const right = i === t.answer;
        return `<li${right ? ' class="cl-right"' : ''}><span class="bi-t">${bi(o)}</span> <span class="cl-bar" style="width:${pct}%"></span> ${pct}% (${t.counts![i]})${right ? ` <strong class="bi-t">${bi({ zh: '✓ 正確答案', en: '✓ the right answer' })}</strong>` : ''}</li>`;
      })
      .join('');
  panel.innerHTML = `<p><strong class="bi-t">${bi({ zh: `全班：${n} 人回答`, en: `Class: ${n} answered` })}</strong></p>${rows ? `<ul class="cl-options">${rows}</ul>` : ''}`;
}

/**
 * The presenter is at a step: `ask` is this step's question (asked of the class), `reveal` the
 * previous step's question with its answer (revealed now), either or neither.
 */
export async function presentStep(section: HTMLElement, ask: (ClassQuestion & { answer: number }) | null, reveal: string | null): Promise<void> {
  room ??= connect();
  const r = await room;
  if (!r) return;
  panel?.remove();
  panel = null;
  if (ask && ask.id !== question?.id) {
    question = ask;
    tally = null;
    r.send('ask', { question: ask });
  }
  if (reveal && reveal === question?.id) r.send('reveal', { id: reveal });
  if ((ask || reveal) && question && (ask?.id ?? reveal) === question.id) {
    panel = document.createElement('div');
    panel.className = 'sg-info cl-tally';
    panel.dataset.testid = 'class-tally';
    panel.setAttribute('role', 'status');
    section.append(panel);
    draw();
  }
}
