import { describe, expect, it } from 'vitest';
import { a, HAN, printable, spaced, spacedText } from './text';

describe('spaced: Chinese next to Latin letters and digits', () => {
  it('puts one space between a Han character and a letter or digit, either way round', () => {
    expect(spaced('玩家 A成為交易商人')).toBe('玩家 A 成為交易商人');
    expect(spaced('出15 元')).toBe('出 15 元');
    expect(spaced('移到Colini 別墅')).toBe('移到 Colini 別墅');
    expect(spaced('玩家A出價')).toBe('玩家 A 出價');
    expect(spaced('打出 1換1 卡')).toBe('打出 1 換 1 卡');
    expect(spaced('玩家 E生產1 個蔗糖、2 個菸草')).toBe('玩家 E 生產 1 個蔗糖、2 個菸草');
  });
  it('leaves text already spaced as it is, the same string, and a text with it the same object', () => {
    const t = '第 3 回合：玩家 A 出 15 元（1 換 1）。';
    expect(spaced(t)).toBe(t);
    const b = { zh: t, en: 'Round 3.' };
    expect(spacedText(b)).toBe(b);
    expect(spacedText({ zh: '第3回合', en: 'Round 3' })).toEqual({ zh: '第 3 回合', en: 'Round 3' });
  });
  it('adds no space next to full-width punctuation', () => {
    for (const t of ['「A」、「B」，（2 張）：A。', '玩家 A：選 B。', '（3 張）A'])
      expect(spaced(t)).toBe(t);
  });
  it('keeps symbols with their neighbours', () => {
    for (const t of ['2×', 'A+B', '+1', '3/4', '(3,4)', '藍 3、紅 4', '街道 3-4', '$2', '2 × 5', 'A A A', '約 -5 分', '得分+2'])
      expect(spaced(t)).toBe(t);
    expect(spaced('大約3/4的機會')).toBe('大約 3/4 的機會');
  });
  it('spaces Han characters beyond the common block too', () => {
    expect(spaced('〇A')).toBe('〇 A');
    expect(spaced('𠀋1')).toBe('𠀋 1');
  });
});

describe('articles', () => {
  it('go by the sound of the next word', () => {
    expect(a('sugar mill')).toBe('a sugar mill');
    expect(a('indigo plantation')).toBe('an indigo plantation');
    expect(a('Office')).toBe('an Office');
    expect(a('Extra action')).toBe('an Extra action');
    expect(a('Any good')).toBe('an Any good');
    expect(a('Elixir card')).toBe('an Elixir card');
    expect(a('university')).toBe('a university');
    expect(a('Building action')).toBe('a Building action');
    expect(a('one-off')).toBe('a one-off');
    expect(a('euro')).toBe('a euro');
    expect(a('useful card')).toBe('a useful card');
    expect(a('Hacienda')).toBe('a Hacienda');
    expect(a('Harbor')).toBe('a Harbor');
    expect(a('unit')).toBe('a unit');
    expect(a('uninteresting move')).toBe('an uninteresting move');
  });
  it('read single letters as letters, and numbers as said', () => {
    expect(a('A')).toBe('an A');
    expect(a('K')).toBe('a K');
    expect(a('J')).toBe('a J');
    expect(a('F')).toBe('an F');
    expect(a('VP')).toBe('a VP');
    expect(a('8-hold ship')).toBe('an 8-hold ship');
    expect(a('80')).toBe('an 80');
    expect(a('11')).toBe('an 11');
    expect(a('110')).toBe('a 110');
    expect(a('5-hold ship')).toBe('a 5-hold ship');
    expect(a('10')).toBe('a 10');
    expect(a('18')).toBe('an 18');
  });
});

describe('printable', () => {
  it('writes any loaded value into a message without throwing, at most 40 characters', () => {
    expect(printable(3)).toBe('3');
    expect(printable('coffee')).toBe('coffee');
    expect(printable(undefined)).toBe('undefined');
    expect(printable(null)).toBe('null');
    expect(printable({ toString: false })).toBe('{"toString":false}');
    expect(printable(Object.create(null))).toBe('{}');
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(printable(loop)).toBe('object');
    expect(printable('x'.repeat(50))).toBe(`${'x'.repeat(39)}…`);
    expect(printable(Symbol('s'))).toBe('Symbol(s)');
  });
});

describe('the Han ranges', () => {
  it('hold every character of Unicode\'s Han script and, besides, only unassigned code points', () => {
    const ours = new RegExp(`^[${HAN}]$`, 'u');
    const unicode = /^\p{Script=Han}$/u;
    const unassigned = /^\p{Cn}$/u;
    const differ: string[] = [];
    for (let c = 0; c <= 0x10ffff; c++) {
      if (c >= 0xd800 && c <= 0xdfff) continue;
      const ch = String.fromCodePoint(c);
      const inOurs = ours.test(ch);
      if (unicode.test(ch) ? !inOurs : inOurs && !unassigned.test(ch)) differ.push(c.toString(16));
    }
    expect(differ).toEqual([]);
  });
});
