import type { DemoProduct, Localized } from './demo-data.types';

/**
 * The demo categories' dynamic fields: what a seller fills in for a product of each leaf category,
 * taken from the property keys the demo products of that category share. A select field's options
 * are a closed list (plus the values the demo products already use, so they stay valid when a
 * seller edits them); a text field's options are suggestions, the demo values.
 */

type Kind = 'text' | 'number' | 'select';

interface FieldDefinition {
  label: Localized;
  kind: Kind;
  /** The closed list of a select field, before the demo products' own values are added. */
  options?: string[];
}

export interface DemoCategoryField {
  name: string;
  label: Localized;
  kind: Kind;
  options: string[];
  required: boolean;
}

const text = (az: string, en: string, ru: string): FieldDefinition => ({
  label: { az, en, ru },
  kind: 'text',
});
const number = (az: string, en: string, ru: string): FieldDefinition => ({
  label: { az, en, ru },
  kind: 'number',
});
const select = (az: string, en: string, ru: string, options: string[]): FieldDefinition => ({
  label: { az, en, ru },
  kind: 'select',
  options,
});

const colours = [
  'Qara',
  'Ağ',
  'Boz',
  'Gümüşü',
  'Qızılı',
  'Bej',
  'Qəhvəyi',
  'Qırmızı',
  'Bordo',
  'Çəhrayı',
  'Narıncı',
  'Sarı',
  'Yaşıl',
  'Göy',
  'Tünd göy',
  'Mavi',
  'Bənövşəyi',
  'Çoxrəngli',
];

/** Every field a demo category uses, by the property key buyers see. */
const definitions: Record<string, FieldDefinition> = {
  Prosessor: text('Prosessor', 'Processor', 'Процессор'),
  'Operativ yaddaş': select('Operativ yaddaş', 'RAM', 'Оперативная память', [
    '2 GB',
    '3 GB',
    '4 GB',
    '6 GB',
    '8 GB',
    '12 GB',
    '16 GB',
    '24 GB',
    '32 GB',
    '64 GB',
  ]),
  Yaddaş: text('Yaddaş', 'Storage', 'Память'),
  Ekran: text('Ekran', 'Display', 'Экран'),
  Rəng: select('Rəng', 'Colour', 'Цвет', colours),
  Diaqonal: text('Diaqonal', 'Screen size', 'Диагональ'),
  Ayırdetmə: text('Ayırdetmə', 'Resolution', 'Разрешение'),
  'Yenilənmə tezliyi': text('Yenilənmə tezliyi', 'Refresh rate', 'Частота обновления'),
  Qoşulma: text('Qoşulma', 'Connectivity', 'Подключение'),
  Sensor: text('Sensor', 'Sensor', 'Сенсор'),
  'Smart TV platforması': select('Smart TV platforması', 'Smart TV platform', 'Платформа Smart TV', [
    'Tizen',
    'webOS',
    'Google TV',
    'Android TV',
    'VIDAA',
    'Yoxdur',
  ]),
  Zəmanət: text('Zəmanət', 'Warranty', 'Гарантия'),
  Panel: text('Panel', 'Panel', 'Матрица'),
  Parlaqlıq: text('Parlaqlıq', 'Brightness', 'Яркость'),
  Tip: text('Tip', 'Type', 'Тип'),
  Batareya: text('Batareya', 'Battery', 'Батарея'),
  'Səs-küy izolyasiyası': select('Səs-küy izolyasiyası', 'Noise cancelling', 'Шумоподавление', [
    'Aktiv (ANC)',
    'Passiv',
    'Yoxdur',
  ]),
  'Su müdafiəsi': text('Su müdafiəsi', 'Water resistance', 'Влагозащита'),
  Güc: text('Güc', 'Power', 'Мощность'),
  Uyğunluq: text('Uyğunluq', 'Compatibility', 'Совместимость'),
  Şəbəkə: text('Şəbəkə', 'Network', 'Сеть'),
  Korpus: text('Korpus', 'Case', 'Корпус'),
  Material: text('Material', 'Material', 'Материал'),
  Port: text('Port', 'Port', 'Порт'),
  Tutum: text('Tutum', 'Capacity', 'Ёмкость'),
  Çəki: text('Çəki', 'Weight', 'Вес'),
  'Ümumi həcm': text('Ümumi həcm', 'Total volume', 'Общий объём'),
  Sistem: text('Sistem', 'Cooling system', 'Система охлаждения'),
  'Enerji sinfi': select('Enerji sinfi', 'Energy class', 'Класс энергопотребления', [
    'A+++',
    'A++',
    'A+',
    'A',
    'B',
    'C',
    'D',
  ]),
  Hündürlük: text('Hündürlük', 'Height', 'Высота'),
  Yükləmə: text('Yükləmə', 'Load', 'Загрузка'),
  'Sıxma sürəti': text('Sıxma sürəti', 'Spin speed', 'Скорость отжима'),
  Eni: text('Eni', 'Width', 'Ширина'),
  Həcm: text('Həcm', 'Volume', 'Объём'),
  'Su çəni': text('Su çəni', 'Water tank', 'Резервуар для воды'),
  Təzyiq: text('Təzyiq', 'Pressure', 'Давление'),
  Sahə: text('Sahə', 'Room size', 'Площадь'),
  'Toz qabı': text('Toz qabı', 'Dust container', 'Пылесборник'),
  'Sorma gücü': text('Sorma gücü', 'Suction power', 'Мощность всасывания'),
  'Buxar zərbəsi': text('Buxar zərbəsi', 'Steam boost', 'Паровой удар'),
  Ölçü: text('Ölçü', 'Size', 'Размер'),
  Dolğu: text('Dolğu', 'Filling', 'Наполнитель'),
  Mövsüm: select('Mövsüm', 'Season', 'Сезон', [
    'Yay',
    'Qış',
    'Yaz-payız',
    'Payız-qış',
    'Payız-yaz',
    'Bütün mövsümlər',
  ]),
  Uzunluq: text('Uzunluq', 'Length', 'Длина'),
  Ölçülər: text('Ölçülər', 'Dimensions', 'Размеры'),
  'Üst material': text('Üst material', 'Upper material', 'Материал верха'),
  'Daban hündürlüyü': text('Daban hündürlüyü', 'Heel height', 'Высота каблука'),
  'Detal sayı': number('Detal sayı', 'Number of pieces', 'Количество деталей'),
  'Yaş həddi': select('Yaş həddi', 'Age', 'Возраст', [
    '0+',
    '3+',
    '4+',
    '6+',
    '7+',
    '8+',
    '9+',
    '10+',
    '12+',
    '14+',
  ]),
  Seriya: text('Seriya', 'Series', 'Серия'),
  'Oyunçu sayı': text('Oyunçu sayı', 'Players', 'Количество игроков'),
  Say: text('Say', 'Quantity', 'Количество'),
  Yaş: text('Yaş', 'Age', 'Возраст'),
  Dəst: text('Dəst', 'Set', 'Комплект'),
  Qrup: text('Qrup', 'Group', 'Группа'),
  Bərkidilmə: select('Bərkidilmə', 'Fastening', 'Крепление', [
    'ISOFIX',
    'Avtomobil kəməri',
    'ISOFIX və kəmər',
  ]),
  Standart: text('Standart', 'Standard', 'Стандарт'),
  Boy: text('Boy', 'Height (body)', 'Рост'),
  Tekstura: text('Tekstura', 'Finish', 'Текстура'),
  Ton: text('Ton', 'Shade', 'Тон'),
  Effekt: text('Effekt', 'Effect', 'Эффект'),
  'Dəri tipi': text('Dəri tipi', 'Skin type', 'Тип кожи'),
  'Qoruma dərəcəsi (SPF)': select('Qoruma dərəcəsi (SPF)', 'Protection (SPF)', 'Степень защиты (SPF)', [
    '15',
    '20',
    '30',
    '50',
    '50+',
  ]),
  Konsentrasiya: select('Konsentrasiya', 'Concentration', 'Концентрация', [
    'Parfum',
    'Eau de Parfum',
    'Eau de Toilette',
    'Eau de Cologne',
  ]),
  Notlar: text('Notlar', 'Notes', 'Ноты'),
  'Saç tipi': text('Saç tipi', 'Hair type', 'Тип волос'),
  Başlıqlar: number('Başlıqlar', 'Attachments', 'Насадки'),
  Rejimlər: number('Rejimlər', 'Modes', 'Режимы'),
  İstifadə: text('İstifadə', 'Use', 'Использование'),
  'Yataq ölçüsü': text('Yataq ölçüsü', 'Sleeping area', 'Спальное место'),
  Üzlük: text('Üzlük', 'Upholstery', 'Обивка'),
  Diametr: text('Diametr', 'Diameter', 'Диаметр'),
  'Kök sistemi': select('Kök sistemi', 'Root system', 'Корневая система', ['Açıq', 'Qabda']),
  Qalınlıq: text('Qalınlıq', 'Thickness', 'Толщина'),
  'Maks. sürət': text('Maks. sürət', 'Top speed', 'Макс. скорость'),
  'Maks. yük': text('Maks. yük', 'Max. load', 'Макс. нагрузка'),
  'Təkər ölçüsü': text('Təkər ölçüsü', 'Wheel size', 'Размер колёс'),
  Sürət: number('Sürət', 'Gears', 'Скорости'),
  Rama: text('Rama', 'Frame', 'Рама'),
  Yürüş: text('Yürüş', 'Range', 'Запас хода'),
  'Su keçirməzlik': text('Su keçirməzlik', 'Waterproofing', 'Водонепроницаемость'),
  'Komfort temperaturu': text('Komfort temperaturu', 'Comfort temperature', 'Температура комфорта'),
  'Ekstremal temperatur': text('Ekstremal temperatur', 'Extreme temperature', 'Экстремальная температура'),
  Müəllif: text('Müəllif', 'Author', 'Автор'),
  Dil: select('Dil', 'Language', 'Язык', ['Azərbaycan dili', 'Rus dili', 'İngilis dili', 'Türk dili']),
  'Səhifə sayı': number('Səhifə sayı', 'Pages', 'Количество страниц'),
  Cild: select('Cild', 'Cover', 'Переплёт', ['Yumşaq', 'Bərk']),
  Format: text('Format', 'Format', 'Формат'),
  'Vərəq sayı': number('Vərəq sayı', 'Sheets', 'Количество листов'),
  Xətt: select('Xətt', 'Ruling', 'Линовка', ['Xətli', 'Damalı', 'Boş', 'Nöqtəli']),
  Sinif: text('Sinif', 'Grade', 'Класс'),
  'Rəng sayı': number('Rəng sayı', 'Number of colours', 'Количество цветов'),
  Sıxlıq: text('Sıxlıq', 'Density', 'Плотность'),
  Növ: text('Növ', 'Kind', 'Вид'),
  'Saxlama müddəti': text('Saxlama müddəti', 'Shelf life', 'Срок хранения'),
  Tərkib: text('Tərkib', 'Ingredients', 'Состав'),
  Mənşə: text('Mənşə', 'Origin', 'Происхождение'),
  Emal: text('Emal', 'Processing', 'Обработка'),
  'Baxış bucağı': text('Baxış bucağı', 'Viewing angle', 'Угол обзора'),
  'GPS modulu': select('GPS modulu', 'GPS module', 'GPS-модуль', ['Var', 'Yoxdur']),
  'Start cərəyanı': text('Start cərəyanı', 'Cold cranking current', 'Пусковой ток'),
  Qütblük: select('Qütblük', 'Polarity', 'Полярность', ['Sağ (+)', 'Sol (+)']),
  Ətir: text('Ətir', 'Scent', 'Аромат'),
  Müddət: text('Müddət', 'Lasts', 'Срок действия'),
  'Yük / sürət indeksi': text('Yük / sürət indeksi', 'Load / speed index', 'Индекс нагрузки / скорости'),
  Şip: select('Şip', 'Studs', 'Шипы', ['Var', 'Yoxdur']),
  Özlülük: text('Özlülük', 'Viscosity', 'Вязкость'),
};

/** Each leaf category's fields in form order; a trailing `*` marks a required one. */
const fieldsByCategory: Record<string, string[]> = {
  laptops: ['Prosessor*', 'Operativ yaddaş*', 'Yaddaş*', 'Ekran*', 'Rəng'],
  monitors: ['Diaqonal*', 'Ayırdetmə*', 'Yenilənmə tezliyi', 'Panel'],
  'keyboards-mice': ['Qoşulma*', 'Sensor', 'Rəng'],
  televisions: ['Diaqonal*', 'Ayırdetmə*', 'Smart TV platforması*', 'Panel', 'Zəmanət'],
  projectors: ['Ayırdetmə*', 'Parlaqlıq*'],
  headphones: ['Tip*', 'Batareya', 'Səs-küy izolyasiyası', 'Rəng'],
  'portable-speakers': ['Batareya*', 'Güc', 'Su müdafiəsi', 'Rəng'],
  'game-consoles': ['Yaddaş*', 'Ayırdetmə', 'Rəng'],
  gamepads: ['Uyğunluq*', 'Rəng*'],
  smartphones: ['Yaddaş*', 'Operativ yaddaş', 'Ekran', 'Batareya', 'Rəng*'],
  'feature-phones': ['Şəbəkə', 'Rəng*'],
  tablets: ['Yaddaş*', 'Operativ yaddaş', 'Ekran'],
  'e-readers': ['Ekran*', 'Yaddaş*'],
  smartwatches: ['Korpus', 'Batareya', 'Rəng'],
  'fitness-bands': ['Batareya*', 'Ekran', 'Rəng'],
  'phone-cases': ['Uyğunluq*', 'Material*', 'Rəng*'],
  'chargers-cables': ['Güc', 'Port', 'Rəng'],
  'power-banks': ['Tutum*', 'Güc', 'Çəki'],
  refrigerators: ['Ümumi həcm*', 'Sistem*', 'Enerji sinfi', 'Hündürlük', 'Rəng'],
  'washing-machines': ['Yükləmə*', 'Sıxma sürəti*', 'Enerji sinfi'],
  dishwashers: ['Tutum*', 'Eni*'],
  microwaves: ['Həcm*', 'Güc*', 'Rəng'],
  'coffee-machines': ['Tip*', 'Su çəni*', 'Təzyiq'],
  'electric-kettles': ['Həcm*', 'Güc*', 'Material'],
  'air-conditioners': ['Güc*', 'Sahə*'],
  heaters: ['Güc*', 'Sahə'],
  'vacuum-cleaners': ['Tip*', 'Toz qabı', 'Sorma gücü'],
  'irons-steamers': ['Güc*', 'Buxar zərbəsi', 'Su çəni'],
  'mens-t-shirts': ['Material*', 'Ölçü*', 'Rəng*'],
  'mens-shirts': ['Material*', 'Ölçü', 'Rəng*'],
  'mens-jeans': ['Material*', 'Ölçü*', 'Rəng*'],
  'mens-jackets': ['Ölçü*', 'Material', 'Dolğu', 'Mövsüm', 'Rəng'],
  'womens-dresses': ['Material*', 'Ölçü*', 'Uzunluq', 'Rəng'],
  'womens-blouses': ['Material*', 'Ölçü*', 'Rəng*'],
  'womens-coats': ['Ölçü*', 'Mövsüm*', 'Material', 'Rəng'],
  handbags: ['Material*', 'Ölçülər*', 'Rəng*'],
  'hats-scarves': ['Material*', 'Rəng*'],
  'mens-sneakers': ['Ölçü*', 'Üst material', 'Rəng*'],
  'mens-classic-shoes': ['Material*', 'Ölçü*', 'Rəng*'],
  'womens-sneakers': ['Ölçü*', 'Üst material', 'Rəng*'],
  'womens-heels': ['Material*', 'Daban hündürlüyü*', 'Rəng'],
  'womens-boots': ['Material*', 'Ölçü', 'Mövsüm'],
  'kids-sneakers': ['Ölçü*', 'Üst material', 'Rəng*'],
  'kids-sandals': ['Material*', 'Ölçü*', 'Rəng*'],
  'construction-sets': ['Detal sayı*', 'Yaş həddi*', 'Seriya'],
  dolls: ['Hündürlük*', 'Yaş həddi*'],
  'soft-toys': ['Hündürlük', 'Yaş həddi', 'Rəng'],
  'board-games': ['Oyunçu sayı', 'Yaş həddi'],
  diapers: ['Ölçü*', 'Say*'],
  'baby-food': ['Çəki*', 'Yaş*'],
  strollers: ['Yaş*', 'Çəki*', 'Dəst'],
  'car-seats': ['Qrup*', 'Bərkidilmə*', 'Standart'],
  'baby-bodysuits': ['Material*', 'Ölçü*', 'Dəst'],
  'school-uniforms': ['Material*', 'Boy*', 'Rəng*'],
  lipsticks: ['Tekstura*', 'Ton*', 'Çəki'],
  mascaras: ['Effekt*', 'Həcm*', 'Rəng*'],
  'face-creams': ['Həcm*', 'Dəri tipi*'],
  sunscreens: ['Qoruma dərəcəsi (SPF)*', 'Həcm*', 'Dəri tipi'],
  'womens-perfumes': ['Həcm*', 'Konsentrasiya*', 'Notlar*'],
  'mens-perfumes': ['Həcm*', 'Konsentrasiya*', 'Notlar*'],
  shampoos: ['Həcm*', 'Saç tipi*'],
  'hair-dryers': ['Güc*', 'Başlıqlar'],
  'electric-toothbrushes': ['Rejimlər', 'Batareya', 'Rəng*'],
  'shavers-trimmers': ['İstifadə*', 'Batareya*'],
  sofas: ['Ölçülər*', 'Yataq ölçüsü', 'Üzlük', 'Rəng*'],
  'tables-chairs': ['Material*', 'Rəng'],
  cookware: ['Material', 'Dəst', 'Diametr'],
  'tea-sets': ['Material*', 'Dəst', 'Həcm'],
  bedding: ['Ölçü*', 'Material*', 'Rəng'],
  towels: ['Material', 'Ölçülər', 'Rəng'],
  carpets: ['Ölçülər*', 'Material*'],
  'ceiling-lights': ['Diametr*', 'Güc'],
  'table-lamps': ['Güc', 'Hündürlük', 'Rəng'],
  'garden-tools': ['Güc', 'Çəki', 'Material'],
  'plants-seeds': ['Yaş', 'Kök sistemi'],
  'dumbbells-weights': ['Material', 'Çəki'],
  'yoga-mats': ['Ölçülər*', 'Qalınlıq*', 'Material*'],
  treadmills: ['Maks. sürət*', 'Maks. yük*'],
  bicycles: ['Təkər ölçüsü*', 'Sürət', 'Rama', 'Rəng'],
  'electric-scooters': ['Maks. sürət*', 'Yürüş*', 'Maks. yük'],
  tents: ['Tutum*', 'Su keçirməzlik*', 'Çəki*'],
  'sleeping-bags': ['Komfort temperaturu*', 'Ekstremal temperatur', 'Çəki'],
  footballs: ['Ölçü*'],
  basketballs: ['Ölçü*', 'Material', 'İstifadə'],
  fiction: ['Müəllif*', 'Dil*', 'Səhifə sayı*', 'Cild'],
  'azerbaijani-literature': ['Müəllif*', 'Dil*', 'Səhifə sayı', 'Cild'],
  'childrens-books': ['Müəllif', 'Səhifə sayı*', 'Yaş', 'Dil'],
  'self-development': ['Müəllif*', 'Dil*', 'Səhifə sayı*'],
  notebooks: ['Format*', 'Vərəq sayı', 'Xətt'],
  'pens-pencils': ['Tip', 'Dəst', 'Korpus'],
  'school-bags': ['Həcm*', 'Sinif', 'Rəng'],
  paints: ['Rəng sayı*', 'Həcm'],
  sketchbooks: ['Format*', 'Vərəq sayı*', 'Sıxlıq*'],
  tea: ['Çəki*', 'Növ', 'Mənşə'],
  coffee: ['Çəki*', 'Növ*'],
  chocolate: ['Çəki*', 'Növ'],
  'national-sweets': ['Çəki*', 'Saxlama müddəti', 'Tərkib'],
  'rice-pasta': ['Çəki*', 'Növ', 'Mənşə'],
  'cooking-oils': ['Həcm*', 'Növ*'],
  'honey-jams': ['Çəki*', 'Növ', 'Tərkib'],
  nuts: ['Çəki*', 'Mənşə', 'Emal'],
  'dried-fruits': ['Çəki*', 'Növ', 'Emal'],
  'dash-cams': ['Ayırdetmə*', 'Baxış bucağı', 'GPS modulu'],
  'car-stereos': ['Ölçü', 'Güc', 'Ekran'],
  'car-batteries': ['Tutum*', 'Start cərəyanı*', 'Qütblük'],
  'car-shampoos': ['Həcm*'],
  'car-fresheners': ['Ətir*', 'Müddət'],
  'summer-tires': ['Ölçü*', 'Yük / sürət indeksi*', 'Mövsüm*'],
  'winter-tires': ['Ölçü*', 'Yük / sürət indeksi*', 'Şip*'],
  'engine-oils': ['Özlülük*', 'Həcm*', 'Tip*'],
  antifreeze: ['Həcm*', 'Tip', 'Sinif'],
};

/**
 * The fields of every demo leaf category, by category slug, with their options completed from the
 * demo products of that category (a select's closed list keeps the values already in use).
 */
export function demoCategoryFields(products: DemoProduct[]): Map<string, DemoCategoryField[]> {
  const valuesOf = (category: string, name: string) => [
    ...new Set(
      products.flatMap((product) =>
        product.category === category && product.properties[name] ? [product.properties[name]] : [],
      ),
    ),
  ];
  const result = new Map<string, DemoCategoryField[]>();
  for (const [category, entries] of Object.entries(fieldsByCategory)) {
    result.set(
      category,
      entries.map((entry) => {
        const name = entry.replace(/\*$/, '');
        const definition = definitions[name];
        if (!definition) throw new Error(`Demo category field "${name}" of ${category} has no definition`);
        const used = valuesOf(category, name);
        const options =
          definition.kind === 'select'
            ? [...new Set([...(definition.options ?? []), ...used])]
            : definition.kind === 'text'
              ? used
              : [];
        return {
          name,
          label: definition.label,
          kind: definition.kind,
          options,
          required: entry.endsWith('*'),
        };
      }),
    );
  }
  return result;
}
