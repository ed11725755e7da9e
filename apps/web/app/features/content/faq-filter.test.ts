import type { FaqEntry } from '@bazar/contracts';
import { describe, expect, it } from 'vitest';
import { filterFaq, groupByTopic } from './faq-filter';

const entries: FaqEntry[] = [
  { id: 1, topic: 'delivery', question: 'Bakıda çatdırılma nə vaxtdır?', answer: '1–2 iş günü.' },
  { id: 2, topic: 'payment', question: 'Sifarişi necə ödəyə bilərəm?', answer: 'Ödəniş üsulunu seçin.' },
  { id: 3, topic: 'orders', question: 'Как отследить заказ?', answer: 'В разделе «Мои заказы».' },
  { id: 4, topic: 'payment', question: 'Şəhər kartı', answer: 'İstənilən ŞƏHƏRDƏ.' },
];

describe('the help centre search [CNT-06]', () => {
  it('[CNT-06] finds Azerbaijani words typed without their letters, in any case', () => {
    expect(filterFaq(entries, 'odenis').map((entry) => entry.id)).toEqual([2]);
    expect(filterFaq(entries, 'CATDIRILMA').map((entry) => entry.id)).toEqual([1]);
    expect(filterFaq(entries, 'seher').map((entry) => entry.id)).toEqual([4]);
    expect(filterFaq(entries, 'İSTƏNİLƏN').map((entry) => entry.id)).toEqual([4]);
  });

  it('[CNT-06] needs every word of the query, in the question or the answer; a blank query keeps all', () => {
    expect(filterFaq(entries, 'sifarisi  usulunu').map((entry) => entry.id)).toEqual([2]);
    expect(filterFaq(entries, 'sifarisi catdirilma')).toEqual([]);
    expect(filterFaq(entries, 'заказ').map((entry) => entry.id)).toEqual([3]);
    expect(filterFaq(entries, '   ')).toHaveLength(4);
  });

  it('groups the entries by topic in the topics’ order, leaving out empty topics', () => {
    expect(
      groupByTopic(entries).map((group) => [group.topic, group.entries.map((entry) => entry.id)]),
    ).toEqual([
      ['orders', [3]],
      ['delivery', [1]],
      ['payment', [2, 4]],
    ]);
  });
});
