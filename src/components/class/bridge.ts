/**
 * A worked example presented by the teacher on the class server: its think-first question goes to
 * every student's device (the class page shows it), the projector shows how many have answered, and
 * Forward's reveal shows each answer's share beside the right one.
 *
 * The chapters know nothing of it: the class server adds this script to the pages it serves
 * (bridge-entry.ts loads it on the teacher's device only). It follows the example in the presenter
 * view from the page itself: the presenting example's step, its question and choices, and the
 * answer Forward shows, and keeps its own connection to the class.
 */
import { Client, type Room } from '@colyseus/sdk';
import type { Bilingual } from '../../../engine/core/contract';
import { CLASS_ROOM, type ClassQuestion, type ServerMessage, type Tally } from '../../../server/protocol';
import { kept } from './identity';

let room: Promise<Room | null> | null = null;
let question: ClassQuestion | null = null;
let tally: Tally | null = null;
let panel: HTMLElement | null = null;
let at = '';

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

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const bi = (t: Bilingual) => (t.zh === t.en ? esc(t.zh) : `<span lang="zh-Hant" class="lang-zh">${esc(t.zh)}</span><span lang="en" class="lang-en">${esc(t.en)}</span>`);

/** A text the page shows in both languages (a `Bi`), read back. */
function read(el: Element | null | undefined): Bilingual | null {
  if (!el) return null;
  const zh = el.querySelector('.lang-zh')?.textContent;
  const en = el.querySelector('.lang-en')?.textContent;
  const same = el.textContent ?? '';
  return { zh: (zh ?? same).trim(), en: (en ?? same).trim() };
}
const last = (el: Element | null, sel: string) => (el ? [...el.querySelectorAll(sel)].at(-1) : undefined);

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

/** Looks at the presenter: a new step asks its question, or reveals the last one's answer. */
async function look() {
  const ex = document.querySelector<HTMLElement>('.sg-example[data-present]');
  if (!ex) {
    at = '';
    return;
  }
  const step = Number(ex.dataset.step ?? 0);
  const key = `${ex.id}:${step}`;
  if (key === at) return;
  at = key;
  const predict = ex.querySelector('[data-testid="predict"]');
  const prompt = read(last(predict?.querySelector('p[id$="-question"]') ?? null, '.bi-t'));
  const options = predict ? [...predict.querySelectorAll('[data-testid^="guess-"]')].map((b) => read(b)!) : [];
  const answerText = read(last(ex.querySelector('[data-testid="answer"]'), '.bi-t'));
  const revealId = `${ex.id}:${step - 1}`;
  const ask: ClassQuestion | null = prompt && options.length >= 2 ? { id: `${ex.id}:${step}`, prompt, options } : null;
  const reveal = answerText && question?.id === revealId ? question.options.findIndex((o) => o.en === answerText.en && o.zh === answerText.zh) : -1;
  if (!ask && reveal < 0) return;
  room ??= connect();
  const r = await room;
  if (!r) return;
  panel?.remove();
  panel = null;
  if (ask) {
    question = ask;
    tally = null;
    r.send('ask', { question: ask });
  } else r.send('reveal', { id: revealId, answer: reveal });
  panel = document.createElement('div');
  panel.className = 'sg-info cl-tally';
  panel.dataset.testid = 'class-tally';
  panel.setAttribute('role', 'status');
  ex.append(panel);
  draw();
}

/** Follows the page: every change of the presenting example or its step. */
export function followPresenter(): void {
  new MutationObserver(() => void look()).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-present', 'data-step'] });
}
