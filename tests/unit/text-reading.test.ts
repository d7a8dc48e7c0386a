import { describe, expect, it } from 'vitest';
import { articleSlips, joinProblems, textProblems } from './text-reading';

describe('the checks of assembled texts', () => {
  it('find a missing space, a space too many and a wrong article', () => {
    expect(textProblems({ zh: '玩家 A成為交易商人，出15 元', en: 'Player A takes a indigo plantation and an sugar mill.' })).toEqual([
      'no space between Chinese and Latin: 「A成」 「出1」',
      'article: "a indigo" "an sugar"',
    ]);
    expect(textProblems({ zh: '玩家 A ：選 B 。', en: 'x' })).toEqual(['a space next to full-width punctuation: 「 ：」 「 。」']);
  });
  it('find two stops in a row', () => {
    expect(textProblems({ zh: '玩家 A 成為交易商人。。', en: 'Done..' })).toEqual(['two stops in a row (zh)', 'two stops in a row (en)']);
  });
  it('pass text that reads well', () => {
    expect(textProblems({ zh: '第 3 回合：玩家 A 出 15 元（1 換 1）。「A」', en: 'A university, an Office, an 8-hold ship, a one-off, an A … wait...' })).toEqual([]);
    expect(textProblems({ zh: '甲', en: 'Player A is the trader. A and B tie; A accepts; turning a 9 into an A, a K; rolls A A K 10, keeps A 10.' })).toEqual([]);
  });
  it('read articles by sound, letters as letters', () => {
    expect(articleSlips('a A, an K, a F, an VP, a hour, an university, a euro, an 8, a 11')).toEqual(['a A', 'an K', 'a F', 'an VP', 'a hour', 'an university', 'a 11']);
  });
  it('find a move and its reason run together', () => {
    const d = { zh: '玩家 D：在香料倉庫行動', en: 'Player D: act at the Spices warehouse' };
    const why = { zh: '香料倉庫對我值得。', en: 'The Spices warehouse is worth more to me.' };
    expect(joinProblems(d, why, { zh: d.zh + why.zh, en: `${d.en} ${why.en}` })).toEqual([
      'zh: no sentence end after the move: …：在香料倉庫行動香料倉庫對我值得…',
      'en: no sentence end after the move: …es warehouse The Spices …',
    ]);
    expect(joinProblems(d, why, { zh: `${d.zh}。${why.zh}`, en: `${d.en}. ${why.en}` })).toEqual([]);
    const ended = { zh: '玩家 B 放棄出價。', en: 'Player B passes.' };
    expect(joinProblems(ended, why, { zh: `${ended.zh}${why.zh}`, en: `${ended.en} ${why.en}` })).toEqual([]);
    expect(textProblems({ zh: `玩家 B 放棄出價。。${why.zh}`, en: `${ended.en}. ${why.en}` })).toEqual(['two stops in a row (zh)', 'two stops in a row (en)']);
    expect(joinProblems(d, { zh: '我。', en: 'because.' }, { zh: `${d.zh}。我。`, en: `${d.en}. because.` })).toEqual(['en: a lowercase letter starts the reason: …. because.…']);
    expect(joinProblems(d, why, { zh: why.zh, en: why.en })).toEqual(['the move described does not come first']);
  });
});
