import type { DemoCombo } from './demo-data.types';

/** Sets a shop sells for less than apart; codes follow the order, CMB-1001 first. */
export const demoCombos: DemoCombo[] = [
  {
    title: 'Samsung Galaxy dəsti: smartfon + qoruyucu qab + şarj adapteri',
    items: [
      { category: 'smartphones', prefer: 'Galaxy' },
      { category: 'phone-cases', prefer: 'Galaxy' },
      { category: 'chargers-cables', prefer: 'Samsung' },
    ],
  },
  {
    title: 'Apple dəsti: iPhone + MagSafe qab + AirPods',
    items: [
      { category: 'smartphones', prefer: 'iPhone' },
      { category: 'phone-cases', prefer: 'iPhone' },
      { category: 'headphones', prefer: 'AirPods' },
    ],
  },
  {
    title: 'Noutbuk + siçan dəsti',
    items: [{ category: 'laptops' }, { category: 'keyboards-mice', prefer: 'siçan' }],
  },
  {
    title: 'Oyun konsolu + əlavə qeympad',
    items: [
      { category: 'game-consoles', prefer: 'Xbox' },
      { category: 'gamepads', prefer: 'Xbox' },
    ],
  },
  {
    title: 'Kempinq dəsti: çadır + yataq kisəsi',
    items: [
      { category: 'tents', prefer: 'Naturehike' },
      { category: 'sleeping-bags', prefer: 'Naturehike' },
    ],
  },
  {
    title: 'Evdə idman dəsti: yoqa xalçası + hantellər',
    items: [
      { category: 'yoga-mats', prefer: 'Torneo' },
      { category: 'dumbbells-weights', prefer: 'Torneo' },
    ],
  },
  {
    title: 'Məktəbə hazırlıq: çanta + dəftər + karandaşlar',
    items: [{ category: 'school-bags' }, { category: 'notebooks' }, { category: 'pens-pencils' }],
  },
  {
    title: 'Çay süfrəsi: Lənkəran çayı + paxlava',
    items: [
      { category: 'tea', prefer: 'Lənkəran' },
      { category: 'national-sweets', prefer: 'paxlava' },
    ],
  },
];

interface ComboCandidate {
  shopId: number;
  category: string;
  manufacturer: string;
  title: string;
}

const fits = (candidate: ComboCandidate, word?: string) =>
  word !== undefined &&
  `${candidate.manufacturer} ${candidate.title}`
    .toLocaleLowerCase('az')
    .includes(word.toLocaleLowerCase('az'));

/**
 * The shop that can fill every item of the combo with the most preferred products, and its picks
 * (the first candidate of each category, a preferred one if there is). Candidates are the products
 * a combo may hold: published and in stock.
 */
export function pickCombo<T extends ComboCandidate>(combo: DemoCombo, candidates: T[]): T[] | undefined {
  let best: { picks: T[]; score: number } | undefined;
  for (const shopId of new Set(candidates.map((candidate) => candidate.shopId))) {
    const picks = combo.items.map((item) => {
      const pool = candidates.filter((c) => c.shopId === shopId && c.category === item.category);
      return pool.find((candidate) => fits(candidate, item.prefer)) ?? pool[0];
    });
    if (!picks.every((pick) => pick !== undefined)) continue;
    const score = picks.filter((pick, index) => fits(pick, combo.items[index]?.prefer)).length;
    if (!best || score > best.score) best = { picks, score };
  }
  return best?.picks;
}
