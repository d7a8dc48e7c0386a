import { describe, expect, it } from 'vitest';
import { sentences } from './sentences';

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
