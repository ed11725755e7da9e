import type { DemoSeoTag } from './demo-data.types';

/** Landing pages the marketing team links from ads and social posts. */
export const demoSeoTags: DemoSeoTag[] = [
  {
    slug: 'samsung-smartfonlari',
    category: 'smartphones',
    filter: { brands: ['Samsung'] },
    title: {
      az: 'Samsung smartfonları',
      en: 'Samsung smartphones',
      ru: 'Смартфоны Samsung',
    },
    description: {
      az: 'Galaxy A seriyasından flaqman Galaxy S-ə qədər Samsung smartfonları rəsmi zəmanətlə. Yaddaşı və rəngi seçin, Bakıya çatdırılma 24 saat ərzində.',
      en: 'Samsung smartphones from the Galaxy A series to the flagship Galaxy S, with official warranty. Choose the memory and colour; delivery in Baku within 24 hours.',
      ru: 'Смартфоны Samsung от серии Galaxy A до флагманов Galaxy S с официальной гарантией. Выберите память и цвет, доставка по Баку за 24 часа.',
    },
    keywords: {
      az: 'samsung telefon, galaxy qiyməti, samsung smartfon bakı, galaxy s25, galaxy a55',
      en: 'samsung phone, galaxy price, samsung smartphone baku, galaxy s25, galaxy a55',
      ru: 'смартфон samsung, цена galaxy, samsung баку, galaxy s25, galaxy a55',
    },
  },
  {
    slug: 'apple-mehsullari',
    filter: { brands: ['Apple'] },
    title: {
      az: 'Apple məhsulları: iPhone, MacBook, iPad, AirPods',
      en: 'Apple products: iPhone, MacBook, iPad, AirPods',
      ru: 'Техника Apple: iPhone, MacBook, iPad, AirPods',
    },
    description: {
      az: 'Orijinal Apple texnikası və aksesuarları bir səhifədə: smartfonlar, noutbuklar, planşetlər, saatlar, qulaqlıqlar, qablar və adapterlər.',
      en: 'Genuine Apple devices and accessories on one page: phones, laptops, tablets, watches, earbuds, cases and chargers.',
      ru: 'Оригинальная техника и аксессуары Apple на одной странице: смартфоны, ноутбуки, планшеты, часы, наушники, чехлы и зарядки.',
    },
    keywords: {
      az: 'apple, iphone qiyməti, macbook, ipad, airpods, apple watch, bakı',
      en: 'apple, iphone price, macbook, ipad, airpods, apple watch, baku',
      ru: 'apple, цена iphone, macbook, ipad, airpods, apple watch, баку',
    },
  },
  {
    slug: 'endirimli-geyim',
    category: 'clothing',
    filter: { discounted: true },
    title: {
      az: 'Endirimli geyim',
      en: 'Clothing on sale',
      ru: 'Одежда со скидкой',
    },
    description: {
      az: 'Kişi və qadın geyimləri, çantalar və aksesuarlar endirimlə: futbolkalardan paltolara qədər, Bakı və regionların mağazalarından.',
      en: "Men's and women's clothing, bags and accessories on sale: from t-shirts to coats, from shops in Baku and the regions.",
      ru: 'Мужская и женская одежда, сумки и аксессуары со скидкой: от футболок до пальто, из магазинов Баку и регионов.',
    },
    keywords: {
      az: 'endirimli geyim, geyim endirim, ucuz paltar, kişi geyimi, qadın geyimi',
      en: 'clothing sale, discounted clothes, cheap clothes, menswear, womenswear',
      ru: 'одежда со скидкой, распродажа одежды, мужская одежда, женская одежда',
    },
  },
  {
    slug: 'ucuz-noutbuklar',
    category: 'laptops',
    filter: { maxPrice: 1200_00 },
    title: {
      az: '1200 AZN-dək noutbuklar',
      en: 'Laptops under 1200 AZN',
      ru: 'Ноутбуки до 1200 AZN',
    },
    description: {
      az: 'Təhsil, ofis işi və gündəlik istifadə üçün sərfəli noutbuklar. Hamısı 1200 manatdan ucuz, rəsmi zəmanətlə.',
      en: 'Affordable laptops for study, office work and everyday use, all under 1200 manat and with official warranty.',
      ru: 'Недорогие ноутбуки для учёбы, офиса и дома, все дешевле 1200 манатов и с официальной гарантией.',
    },
    keywords: {
      az: 'ucuz noutbuk, noutbuk qiyməti, tələbə üçün noutbuk, ofis noutbuku',
      en: 'cheap laptop, budget laptop, laptop for students, office laptop',
      ru: 'дешёвый ноутбук, недорогой ноутбук, ноутбук для учёбы, ноутбук для офиса',
    },
  },
  {
    slug: 'idman-mallari-endirimde',
    category: 'sports-outdoors',
    filter: { discounted: true, inStock: true },
    title: {
      az: 'İdman malları endirimdə',
      en: 'Sports goods on sale',
      ru: 'Спорттовары со скидкой',
    },
    description: {
      az: 'Trenajorlar, hantellər, velosipedlər, kempinq ləvazimatı və toplar endirimli qiymətə. Yalnız anbarda olan mallar.',
      en: 'Treadmills, dumbbells, bicycles, camping gear and balls at reduced prices. Only goods in stock.',
      ru: 'Тренажёры, гантели, велосипеды, снаряжение для кемпинга и мячи по сниженным ценам. Только товары в наличии.',
    },
    keywords: {
      az: 'idman malları, endirim, trenajor, hantel, velosiped, kempinq',
      en: 'sports goods, sale, treadmill, dumbbells, bicycle, camping',
      ru: 'спорттовары, скидки, тренажёр, гантели, велосипед, кемпинг',
    },
  },
  {
    slug: 'kisi-krossovkalari',
    category: 'mens-sneakers',
    filter: { inStock: true },
    title: {
      az: 'Kişi krossovkaları',
      en: "Men's sneakers",
      ru: 'Мужские кроссовки',
    },
    description: {
      az: 'Nike, Adidas, New Balance və digər brendlərin orijinal kişi krossovkaları. Ölçünü və rəngi seçin, mağazada olanlar dərhal göndərilir.',
      en: "Genuine men's sneakers from Nike, Adidas, New Balance and more. Pick your size and colour; items in stock ship at once.",
      ru: 'Оригинальные мужские кроссовки Nike, Adidas, New Balance и других брендов. Выберите размер и цвет, товары в наличии отправляем сразу.',
    },
    keywords: {
      az: 'kişi krossovkası, nike, adidas, new balance, krossovka qiyməti',
      en: "men's sneakers, nike, adidas, new balance, sneakers price",
      ru: 'мужские кроссовки, nike, adidas, new balance, цена кроссовок',
    },
  },
];
