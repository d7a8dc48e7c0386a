import { describe, expect, it } from 'vitest';
import { a, article, sentences, spaced, spacedText } from './text';

describe('spaced: Chinese next to Latin letters and digits', () => {
  it('puts one space between a Han character and a letter or digit, either way round', () => {
    expect(spaced('玩家 A成為交易商人')).toBe('玩家 A 成為交易商人');
    expect(spaced('出15 元')).toBe('出 15 元');
    expect(spaced('移到Colini 別墅')).toBe('移到 Colini 別墅');
    expect(spaced('玩家A出價')).toBe('玩家 A 出價');
    expect(spaced('打出 1換1 卡')).toBe('打出 1 換 1 卡');
    expect(spaced('玩家 E生產1 個蔗糖、2 個菸草')).toBe('玩家 E 生產 1 個蔗糖、2 個菸草');
  });
  it('leaves text already spaced as it is, the same string', () => {
    const t = '第 3 回合：玩家 A 出 15 元（1 換 1）。';
    expect(spaced(t)).toBe(t);
    const b = { zh: t, en: 'Round 3.' };
    expect(spacedText(b)).toBe(b);
  });
  it('adds no space next to full-width punctuation, and takes one away', () => {
    expect(spaced('「A」、「B」，（2 張）：A。')).toBe('「A」、「B」，（2 張）：A。');
    expect(spaced('玩家 A ：選 B ，再選 C 。')).toBe('玩家 A：選 B，再選 C。');
    expect(spaced('「 A 」（ 2 張 ）')).toBe('「A」（2 張）');
  });
  it('keeps symbols with their neighbours', () => {
    for (const t of ['2×', 'A+B', '+1', '3/4', '(3,4)', '藍 3、紅 4', '街道 3-4', '$2', '2 × 5', 'A A A', '約 -5 分'])
      expect(spaced(t)).toBe(t);
    expect(spaced('得分+2')).toBe('得分+2');
    expect(spaced('大約3/4的機會')).toBe('大約 3/4 的機會');
  });
  it('spaces Han characters beyond the common block too', () => {
    expect(spaced('〇A')).toBe('〇 A');
    expect(spaced('𠀋1')).toBe('𠀋 1');
  });
});

describe('sentences', () => {
  it('closes each part with its stop and joins the languages each its way', () => {
    expect(sentences({ zh: '玩家 D：選拓荒者', en: 'Player D: pick the Settler' }, { zh: '我選拓荒者。', en: 'I pick the Settler.' })).toEqual({
      zh: '玩家 D：選拓荒者。我選拓荒者。',
      en: 'Player D: pick the Settler. I pick the Settler.',
    });
  });
  it('never doubles a stop, nor adds one after ? ! or …', () => {
    expect(sentences({ zh: '好。', en: 'Good.' }, { zh: '對嗎？', en: 'Right?' }, { zh: '走！', en: 'Go!' }, { zh: '再說…', en: 'And so…' })).toEqual({
      zh: '好。對嗎？走！再說…',
      en: 'Good. Right? Go! And so…',
    });
    expect(sentences({ zh: '他說：「好。」', en: 'He said "yes."' }, { zh: '完', en: 'done' })).toEqual({ zh: '他說：「好。」完。', en: 'He said "yes." Done.' });
    expect(sentences({ zh: '出價（押上一張額外行動卡）', en: 'Offers (with an Extra action card)' })).toEqual({
      zh: '出價（押上一張額外行動卡）。',
      en: 'Offers (with an Extra action card).',
    });
  });
  it('starts each English sentence with a capital and leaves empty parts out', () => {
    expect(sentences({ zh: ' 甲 ', en: ' one ' }, { zh: '', en: '' }, { zh: '乙', en: 'two' })).toEqual({ zh: '甲。乙。', en: 'One. Two.' });
    expect(sentences()).toEqual({ zh: '', en: '' });
  });
});

describe('articles', () => {
  it('goes by the sound of the next word', () => {
    expect(a('sugar mill')).toBe('a sugar mill');
    expect(a('indigo plantation')).toBe('an indigo plantation');
    expect(a('Office')).toBe('an Office');
    expect(a('Extra action')).toBe('an Extra action');
    expect(a('Any good')).toBe('an Any good');
    expect(a('university')).toBe('a university');
    expect(a('Building action')).toBe('a Building action');
    expect(a('one-off')).toBe('a one-off');
    expect(a('hour')).toBe('an hour');
    expect(a('unit')).toBe('a unit');
    expect(a('uninteresting move')).toBe('an uninteresting move');
  });
  it('reads single letters and short capitals as letters, and numbers as said', () => {
    expect(a('A')).toBe('an A');
    expect(a('K')).toBe('a K');
    expect(a('J')).toBe('a J');
    expect(a('F')).toBe('an F');
    expect(a('VP')).toBe('a VP');
    expect(a('8-hold ship')).toBe('an 8-hold ship');
    expect(a('11')).toBe('an 11');
    expect(a('110')).toBe('a 110');
    expect(a('5-hold ship')).toBe('a 5-hold ship');
    expect(article('18')).toBe('an');
  });
});
