import type { DemoCategory } from './demo-data.types.js';

/** The marketplace catalogue: 12 departments, each with 3-5 sections of 2-4 leaf categories. */
export const demoCategories: DemoCategory[] = [
  {
    slug: 'electronics',
    name: { az: 'Elektronika', en: 'Electronics', ru: 'Электроника' },
    icon: 'monitor',
    children: [
      {
        slug: 'computers',
        name: { az: 'Kompüterlər', en: 'Computers', ru: 'Компьютеры' },
        icon: 'laptop',
        children: [
          { slug: 'laptops', name: { az: 'Noutbuklar', en: 'Laptops', ru: 'Ноутбуки' }, icon: 'laptop' },
          { slug: 'monitors', name: { az: 'Monitorlar', en: 'Monitors', ru: 'Мониторы' }, icon: 'monitor' },
          {
            slug: 'keyboards-mice',
            name: { az: 'Klaviatura və siçanlar', en: 'Keyboards and mice', ru: 'Клавиатуры и мыши' },
            icon: 'keyboard',
          },
        ],
      },
      {
        slug: 'tv-video',
        name: { az: 'TV və video', en: 'TV and video', ru: 'ТВ и видео' },
        icon: 'tv',
        children: [
          {
            slug: 'televisions',
            name: { az: 'Televizorlar', en: 'Televisions', ru: 'Телевизоры' },
            icon: 'tv',
          },
          {
            slug: 'projectors',
            name: { az: 'Proyektorlar', en: 'Projectors', ru: 'Проекторы' },
            icon: 'projector',
          },
        ],
      },
      {
        slug: 'audio',
        name: { az: 'Audio texnika', en: 'Audio', ru: 'Аудиотехника' },
        icon: 'headphones',
        children: [
          {
            slug: 'headphones',
            name: { az: 'Qulaqlıqlar', en: 'Headphones', ru: 'Наушники' },
            icon: 'headphones',
          },
          {
            slug: 'portable-speakers',
            name: { az: 'Portativ dinamiklər', en: 'Portable speakers', ru: 'Портативные колонки' },
            icon: 'speaker',
          },
        ],
      },
      {
        slug: 'gaming',
        name: { az: 'Oyun konsolları', en: 'Gaming', ru: 'Игровые приставки' },
        icon: 'gamepad-2',
        children: [
          {
            slug: 'game-consoles',
            name: { az: 'Konsollar', en: 'Consoles', ru: 'Консоли' },
            icon: 'gamepad-2',
          },
          {
            slug: 'gamepads',
            name: {
              az: 'Qeympadlar və aksesuarlar',
              en: 'Controllers and accessories',
              ru: 'Геймпады и аксессуары',
            },
            icon: 'gamepad',
          },
        ],
      },
    ],
  },
  {
    slug: 'phones-gadgets',
    name: { az: 'Telefonlar və qadcetlər', en: 'Phones and gadgets', ru: 'Телефоны и гаджеты' },
    icon: 'smartphone',
    children: [
      {
        slug: 'mobile-phones',
        name: { az: 'Mobil telefonlar', en: 'Mobile phones', ru: 'Мобильные телефоны' },
        icon: 'smartphone',
        children: [
          {
            slug: 'smartphones',
            name: { az: 'Smartfonlar', en: 'Smartphones', ru: 'Смартфоны' },
            icon: 'smartphone',
          },
          {
            slug: 'feature-phones',
            name: { az: 'Düyməli telefonlar', en: 'Feature phones', ru: 'Кнопочные телефоны' },
            icon: 'phone',
          },
        ],
      },
      {
        slug: 'tablets-ereaders',
        name: {
          az: 'Planşetlər və elektron kitablar',
          en: 'Tablets and e-readers',
          ru: 'Планшеты и электронные книги',
        },
        icon: 'tablet',
        children: [
          { slug: 'tablets', name: { az: 'Planşetlər', en: 'Tablets', ru: 'Планшеты' }, icon: 'tablet' },
          {
            slug: 'e-readers',
            name: { az: 'Elektron kitab oxuyucuları', en: 'E-readers', ru: 'Электронные книги' },
            icon: 'book-open-text',
          },
        ],
      },
      {
        slug: 'wearables',
        name: { az: 'Smart saatlar və qolbaqlar', en: 'Smartwatches and bands', ru: 'Умные часы и браслеты' },
        icon: 'watch',
        children: [
          {
            slug: 'smartwatches',
            name: { az: 'Smart saatlar', en: 'Smartwatches', ru: 'Умные часы' },
            icon: 'watch',
          },
          {
            slug: 'fitness-bands',
            name: { az: 'Fitnes qolbaqları', en: 'Fitness bands', ru: 'Фитнес-браслеты' },
            icon: 'activity',
          },
        ],
      },
      {
        slug: 'phone-accessories',
        name: { az: 'Telefon aksesuarları', en: 'Phone accessories', ru: 'Аксессуары для телефонов' },
        icon: 'cable',
        children: [
          {
            slug: 'phone-cases',
            name: { az: 'Telefon qabları', en: 'Phone cases', ru: 'Чехлы для телефонов' },
            icon: 'shield',
          },
          {
            slug: 'chargers-cables',
            name: {
              az: 'Adapter və kabellər',
              en: 'Chargers and cables',
              ru: 'Зарядные устройства и кабели',
            },
            icon: 'plug-zap',
          },
          {
            slug: 'power-banks',
            name: { az: 'Pauerbanklar', en: 'Power banks', ru: 'Повербанки' },
            icon: 'battery-charging',
          },
        ],
      },
    ],
  },
  {
    slug: 'home-appliances',
    name: { az: 'Məişət texnikası', en: 'Home appliances', ru: 'Бытовая техника' },
    icon: 'refrigerator',
    children: [
      {
        slug: 'large-appliances',
        name: { az: 'İri məişət texnikası', en: 'Large appliances', ru: 'Крупная бытовая техника' },
        icon: 'washing-machine',
        children: [
          {
            slug: 'refrigerators',
            name: { az: 'Soyuducular', en: 'Refrigerators', ru: 'Холодильники' },
            icon: 'refrigerator',
          },
          {
            slug: 'washing-machines',
            name: { az: 'Paltaryuyan maşınlar', en: 'Washing machines', ru: 'Стиральные машины' },
            icon: 'washing-machine',
          },
          {
            slug: 'dishwashers',
            name: { az: 'Qabyuyan maşınlar', en: 'Dishwashers', ru: 'Посудомоечные машины' },
            icon: 'droplets',
          },
        ],
      },
      {
        slug: 'kitchen-appliances',
        name: { az: 'Mətbəx texnikası', en: 'Kitchen appliances', ru: 'Техника для кухни' },
        icon: 'chef-hat',
        children: [
          {
            slug: 'microwaves',
            name: { az: 'Mikrodalğalı sobalar', en: 'Microwave ovens', ru: 'Микроволновые печи' },
            icon: 'microwave',
          },
          {
            slug: 'coffee-machines',
            name: { az: 'Qəhvə maşınları', en: 'Coffee machines', ru: 'Кофемашины' },
            icon: 'coffee',
          },
          {
            slug: 'electric-kettles',
            name: { az: 'Elektrik çaydanları', en: 'Electric kettles', ru: 'Электрочайники' },
            icon: 'glass-water',
          },
        ],
      },
      {
        slug: 'climate',
        name: { az: 'İqlim texnikası', en: 'Climate control', ru: 'Климатическая техника' },
        icon: 'air-vent',
        children: [
          {
            slug: 'air-conditioners',
            name: { az: 'Kondisionerlər', en: 'Air conditioners', ru: 'Кондиционеры' },
            icon: 'air-vent',
          },
          {
            slug: 'heaters',
            name: { az: 'Qızdırıcılar', en: 'Heaters', ru: 'Обогреватели' },
            icon: 'heater',
          },
        ],
      },
      {
        slug: 'home-care',
        name: { az: 'Ev üçün texnika', en: 'Home care appliances', ru: 'Техника для дома' },
        icon: 'robot-vacuum',
        children: [
          {
            slug: 'vacuum-cleaners',
            name: { az: 'Tozsoranlar', en: 'Vacuum cleaners', ru: 'Пылесосы' },
            icon: 'robot-vacuum',
          },
          {
            slug: 'irons-steamers',
            name: { az: 'Ütülər və buxarlayıcılar', en: 'Irons and steamers', ru: 'Утюги и отпариватели' },
            icon: 'shirt',
          },
        ],
      },
    ],
  },
  {
    slug: 'clothing',
    name: { az: 'Geyim', en: 'Clothing', ru: 'Одежда' },
    icon: 'shirt',
    children: [
      {
        slug: 'mens-clothing',
        name: { az: 'Kişi geyimləri', en: "Men's clothing", ru: 'Мужская одежда' },
        icon: 'shirt',
        children: [
          {
            slug: 'mens-t-shirts',
            name: { az: 'Kişi futbolkaları', en: "Men's T-shirts", ru: 'Мужские футболки' },
            icon: 'shirt',
          },
          {
            slug: 'mens-shirts',
            name: { az: 'Kişi köynəkləri', en: "Men's shirts", ru: 'Мужские рубашки' },
            icon: 'shirt',
          },
          {
            slug: 'mens-jeans',
            name: { az: 'Kişi cins şalvarları', en: "Men's jeans", ru: 'Мужские джинсы' },
            icon: 'shopping-bag',
          },
          {
            slug: 'mens-jackets',
            name: { az: 'Kişi gödəkçələri', en: "Men's jackets", ru: 'Мужские куртки' },
            icon: 'snowflake',
          },
        ],
      },
      {
        slug: 'womens-clothing',
        name: { az: 'Qadın geyimləri', en: "Women's clothing", ru: 'Женская одежда' },
        icon: 'shopping-bag',
        children: [
          {
            slug: 'womens-dresses',
            name: { az: 'Qadın donları', en: 'Dresses', ru: 'Платья' },
            icon: 'sparkles',
          },
          { slug: 'womens-blouses', name: { az: 'Bluzlar', en: 'Blouses', ru: 'Блузки' }, icon: 'shirt' },
          {
            slug: 'womens-coats',
            name: { az: 'Qadın paltoları', en: "Women's coats", ru: 'Женские пальто' },
            icon: 'snowflake',
          },
        ],
      },
      {
        slug: 'clothing-accessories',
        name: { az: 'Aksesuarlar', en: 'Accessories', ru: 'Аксессуары' },
        icon: 'handbag',
        children: [
          {
            slug: 'handbags',
            name: { az: 'Qadın çantaları', en: 'Handbags', ru: 'Женские сумки' },
            icon: 'handbag',
          },
          {
            slug: 'hats-scarves',
            name: { az: 'Papaq və şərflər', en: 'Hats and scarves', ru: 'Шапки и шарфы' },
            icon: 'cloud-snow',
          },
        ],
      },
    ],
  },
  {
    slug: 'shoes',
    name: { az: 'Ayaqqabı', en: 'Shoes', ru: 'Обувь' },
    icon: 'footprints',
    children: [
      {
        slug: 'mens-shoes',
        name: { az: 'Kişi ayaqqabıları', en: "Men's shoes", ru: 'Мужская обувь' },
        icon: 'footprints',
        children: [
          {
            slug: 'mens-sneakers',
            name: { az: 'Kişi krossovkaları', en: "Men's sneakers", ru: 'Мужские кроссовки' },
            icon: 'sport-shoe',
          },
          {
            slug: 'mens-classic-shoes',
            name: { az: 'Kişi klassik ayaqqabıları', en: "Men's dress shoes", ru: 'Мужские туфли' },
            icon: 'footprints',
          },
        ],
      },
      {
        slug: 'womens-shoes',
        name: { az: 'Qadın ayaqqabıları', en: "Women's shoes", ru: 'Женская обувь' },
        icon: 'footprints',
        children: [
          {
            slug: 'womens-sneakers',
            name: { az: 'Qadın krossovkaları', en: "Women's sneakers", ru: 'Женские кроссовки' },
            icon: 'sport-shoe',
          },
          {
            slug: 'womens-heels',
            name: { az: 'Dabanlı ayaqqabılar', en: 'Heels', ru: 'Туфли на каблуке' },
            icon: 'footprints',
          },
          {
            slug: 'womens-boots',
            name: { az: 'Qadın çəkmələri', en: "Women's boots", ru: 'Женские сапоги' },
            icon: 'snowflake',
          },
        ],
      },
      {
        slug: 'kids-shoes',
        name: { az: 'Uşaq ayaqqabıları', en: "Kids' shoes", ru: 'Детская обувь' },
        icon: 'footprints',
        children: [
          {
            slug: 'kids-sneakers',
            name: { az: 'Uşaq krossovkaları', en: "Kids' sneakers", ru: 'Детские кроссовки' },
            icon: 'sport-shoe',
          },
          {
            slug: 'kids-sandals',
            name: { az: 'Uşaq sandalları', en: "Kids' sandals", ru: 'Детские сандалии' },
            icon: 'sun',
          },
        ],
      },
    ],
  },
  {
    slug: 'kids-goods',
    name: { az: 'Uşaq malları', en: "Children's goods", ru: 'Детские товары' },
    icon: 'baby',
    children: [
      {
        slug: 'toys',
        name: { az: 'Oyuncaqlar', en: 'Toys', ru: 'Игрушки' },
        icon: 'toy-brick',
        children: [
          {
            slug: 'construction-sets',
            name: { az: 'Konstruktorlar', en: 'Construction sets', ru: 'Конструкторы' },
            icon: 'toy-brick',
          },
          { slug: 'dolls', name: { az: 'Gəlinciklər', en: 'Dolls', ru: 'Куклы' }, icon: 'smile' },
          {
            slug: 'soft-toys',
            name: { az: 'Yumşaq oyuncaqlar', en: 'Soft toys', ru: 'Мягкие игрушки' },
            icon: 'rabbit',
          },
          {
            slug: 'board-games',
            name: { az: 'Stolüstü oyunlar', en: 'Board games', ru: 'Настольные игры' },
            icon: 'dices',
          },
        ],
      },
      {
        slug: 'baby-care',
        name: { az: 'Körpə baxımı', en: 'Baby care', ru: 'Уход за малышом' },
        icon: 'baby',
        children: [
          { slug: 'diapers', name: { az: 'Uşaq bezləri', en: 'Diapers', ru: 'Подгузники' }, icon: 'baby' },
          {
            slug: 'baby-food',
            name: { az: 'Körpə qidası', en: 'Baby food', ru: 'Детское питание' },
            icon: 'milk',
          },
        ],
      },
      {
        slug: 'strollers-car-seats',
        name: {
          az: 'Uşaq arabaları və avtokreslolar',
          en: 'Strollers and car seats',
          ru: 'Коляски и автокресла',
        },
        icon: 'baby',
        children: [
          { slug: 'strollers', name: { az: 'Uşaq arabaları', en: 'Strollers', ru: 'Коляски' }, icon: 'baby' },
          {
            slug: 'car-seats',
            name: { az: 'Avtokreslolar', en: 'Car seats', ru: 'Автокресла' },
            icon: 'car',
          },
        ],
      },
      {
        slug: 'kids-clothing',
        name: { az: 'Uşaq geyimləri', en: "Kids' clothing", ru: 'Детская одежда' },
        icon: 'shirt',
        children: [
          {
            slug: 'baby-bodysuits',
            name: { az: 'Körpə bodiləri', en: 'Baby bodysuits', ru: 'Боди для малышей' },
            icon: 'baby',
          },
          {
            slug: 'school-uniforms',
            name: { az: 'Məktəb formaları', en: 'School uniforms', ru: 'Школьная форма' },
            icon: 'graduation-cap',
          },
        ],
      },
    ],
  },
  {
    slug: 'beauty-health',
    name: { az: 'Gözəllik və sağlamlıq', en: 'Beauty and health', ru: 'Красота и здоровье' },
    icon: 'sparkles',
    children: [
      {
        slug: 'makeup',
        name: { az: 'Dekorativ kosmetika', en: 'Makeup', ru: 'Декоративная косметика' },
        icon: 'sparkles',
        children: [
          {
            slug: 'lipsticks',
            name: { az: 'Dodaq boyaları', en: 'Lipsticks', ru: 'Помады' },
            icon: 'sparkle',
          },
          {
            slug: 'mascaras',
            name: { az: 'Kirpik tuşları', en: 'Mascaras', ru: 'Тушь для ресниц' },
            icon: 'eye',
          },
        ],
      },
      {
        slug: 'skin-care',
        name: { az: 'Dəri baxımı', en: 'Skin care', ru: 'Уход за кожей' },
        icon: 'tube-lotion',
        children: [
          {
            slug: 'face-creams',
            name: { az: 'Üz kremləri', en: 'Face creams', ru: 'Кремы для лица' },
            icon: 'tube-lotion',
          },
          {
            slug: 'sunscreens',
            name: { az: 'Günəşdən qoruyucu vasitələr', en: 'Sunscreens', ru: 'Солнцезащитные средства' },
            icon: 'sun',
          },
        ],
      },
      {
        slug: 'perfumes',
        name: { az: 'Ətriyyat', en: 'Fragrances', ru: 'Парфюмерия' },
        icon: 'perfume-bottle',
        children: [
          {
            slug: 'womens-perfumes',
            name: { az: 'Qadın ətirləri', en: "Women's fragrances", ru: 'Женская парфюмерия' },
            icon: 'perfume-bottle',
          },
          {
            slug: 'mens-perfumes',
            name: { az: 'Kişi ətirləri', en: "Men's fragrances", ru: 'Мужская парфюмерия' },
            icon: 'perfume-bottle',
          },
        ],
      },
      {
        slug: 'hair-care',
        name: { az: 'Saç baxımı', en: 'Hair care', ru: 'Уход за волосами' },
        icon: 'scissors',
        children: [
          {
            slug: 'shampoos',
            name: { az: 'Şampunlar', en: 'Shampoos', ru: 'Шампуни' },
            icon: 'soap-dispenser-droplet',
          },
          { slug: 'hair-dryers', name: { az: 'Fenlər', en: 'Hair dryers', ru: 'Фены' }, icon: 'wind' },
        ],
      },
      {
        slug: 'personal-care-devices',
        name: { az: 'Şəxsi baxım cihazları', en: 'Personal care devices', ru: 'Приборы для ухода' },
        icon: 'toothbrush',
        children: [
          {
            slug: 'electric-toothbrushes',
            name: {
              az: 'Elektrik diş fırçaları',
              en: 'Electric toothbrushes',
              ru: 'Электрические зубные щётки',
            },
            icon: 'toothbrush',
          },
          {
            slug: 'shavers-trimmers',
            name: { az: 'Ülgüc və trimmerlər', en: 'Shavers and trimmers', ru: 'Бритвы и триммеры' },
            icon: 'scissors',
          },
        ],
      },
    ],
  },
  {
    slug: 'home-garden',
    name: { az: 'Ev və bağ', en: 'Home and garden', ru: 'Дом и сад' },
    icon: 'sofa',
    children: [
      {
        slug: 'furniture',
        name: { az: 'Mebel', en: 'Furniture', ru: 'Мебель' },
        icon: 'sofa',
        children: [
          { slug: 'sofas', name: { az: 'Divanlar', en: 'Sofas', ru: 'Диваны' }, icon: 'sofa' },
          {
            slug: 'tables-chairs',
            name: { az: 'Masa və stullar', en: 'Tables and chairs', ru: 'Столы и стулья' },
            icon: 'armchair',
          },
        ],
      },
      {
        slug: 'kitchenware',
        name: { az: 'Qab-qacaq', en: 'Kitchenware', ru: 'Посуда' },
        icon: 'cooking-pot',
        children: [
          {
            slug: 'cookware',
            name: { az: 'Qazan və tavalar', en: 'Pots and pans', ru: 'Кастрюли и сковороды' },
            icon: 'cooking-pot',
          },
          {
            slug: 'tea-sets',
            name: { az: 'Çay dəstləri', en: 'Tea sets', ru: 'Чайные сервизы' },
            icon: 'coffee',
          },
        ],
      },
      {
        slug: 'home-textiles',
        name: { az: 'Ev tekstili', en: 'Home textiles', ru: 'Домашний текстиль' },
        icon: 'bed-double',
        children: [
          {
            slug: 'bedding',
            name: { az: 'Yataq dəstləri', en: 'Bedding sets', ru: 'Постельное бельё' },
            icon: 'bed-double',
          },
          { slug: 'towels', name: { az: 'Dəsmallar', en: 'Towels', ru: 'Полотенца' }, icon: 'towel-rack' },
          {
            slug: 'carpets',
            name: { az: 'Xalçalar', en: 'Carpets and rugs', ru: 'Ковры' },
            icon: 'grid-3x3',
          },
        ],
      },
      {
        slug: 'lighting',
        name: { az: 'İşıqlandırma', en: 'Lighting', ru: 'Освещение' },
        icon: 'lamp',
        children: [
          {
            slug: 'ceiling-lights',
            name: { az: 'Çilçıraqlar', en: 'Ceiling lights', ru: 'Люстры и потолочные светильники' },
            icon: 'lamp-ceiling',
          },
          {
            slug: 'table-lamps',
            name: { az: 'Stolüstü lampalar', en: 'Table lamps', ru: 'Настольные лампы' },
            icon: 'lamp-desk',
          },
        ],
      },
      {
        slug: 'garden',
        name: { az: 'Bağ', en: 'Garden', ru: 'Сад' },
        icon: 'flower-2',
        children: [
          {
            slug: 'garden-tools',
            name: { az: 'Bağ alətləri', en: 'Garden tools', ru: 'Садовый инструмент' },
            icon: 'shovel',
          },
          {
            slug: 'plants-seeds',
            name: { az: 'Toxum və tinglər', en: 'Seeds and seedlings', ru: 'Семена и саженцы' },
            icon: 'sprout',
          },
        ],
      },
    ],
  },
  {
    slug: 'sports-outdoors',
    name: { az: 'İdman və istirahət', en: 'Sports and outdoors', ru: 'Спорт и отдых' },
    icon: 'dumbbell',
    children: [
      {
        slug: 'fitness',
        name: { az: 'Fitnes', en: 'Fitness', ru: 'Фитнес' },
        icon: 'dumbbell',
        children: [
          {
            slug: 'dumbbells-weights',
            name: { az: 'Hantel və ağırlıqlar', en: 'Dumbbells and weights', ru: 'Гантели и гири' },
            icon: 'dumbbell',
          },
          {
            slug: 'yoga-mats',
            name: { az: 'Yoqa xalçaları', en: 'Yoga mats', ru: 'Коврики для йоги' },
            icon: 'person-standing',
          },
          {
            slug: 'treadmills',
            name: { az: 'Qaçış trenajorları', en: 'Treadmills', ru: 'Беговые дорожки' },
            icon: 'activity',
          },
        ],
      },
      {
        slug: 'cycling',
        name: { az: 'Velosiped və samokatlar', en: 'Bikes and scooters', ru: 'Велосипеды и самокаты' },
        icon: 'bike',
        children: [
          { slug: 'bicycles', name: { az: 'Velosipedlər', en: 'Bicycles', ru: 'Велосипеды' }, icon: 'bike' },
          {
            slug: 'electric-scooters',
            name: { az: 'Elektrik samokatlar', en: 'Electric scooters', ru: 'Электросамокаты' },
            icon: 'scooter',
          },
        ],
      },
      {
        slug: 'camping',
        name: { az: 'Turizm və kempinq', en: 'Camping and hiking', ru: 'Туризм и кемпинг' },
        icon: 'tent',
        children: [
          { slug: 'tents', name: { az: 'Çadırlar', en: 'Tents', ru: 'Палатки' }, icon: 'tent' },
          {
            slug: 'sleeping-bags',
            name: { az: 'Yataq kisələri', en: 'Sleeping bags', ru: 'Спальные мешки' },
            icon: 'moon',
          },
        ],
      },
      {
        slug: 'team-sports',
        name: { az: 'Komanda idmanı', en: 'Team sports', ru: 'Командные виды спорта' },
        icon: 'volleyball',
        children: [
          {
            slug: 'footballs',
            name: { az: 'Futbol topları', en: 'Footballs', ru: 'Футбольные мячи' },
            icon: 'goal',
          },
          {
            slug: 'basketballs',
            name: { az: 'Basketbol topları', en: 'Basketballs', ru: 'Баскетбольные мячи' },
            icon: 'trophy',
          },
        ],
      },
    ],
  },
  {
    slug: 'books-stationery',
    name: { az: 'Kitablar və dəftərxana', en: 'Books and stationery', ru: 'Книги и канцтовары' },
    icon: 'book-open',
    children: [
      {
        slug: 'books',
        name: { az: 'Kitablar', en: 'Books', ru: 'Книги' },
        icon: 'book-open',
        children: [
          {
            slug: 'fiction',
            name: { az: 'Bədii ədəbiyyat', en: 'Fiction', ru: 'Художественная литература' },
            icon: 'book-open',
          },
          {
            slug: 'azerbaijani-literature',
            name: {
              az: 'Azərbaycan ədəbiyyatı',
              en: 'Azerbaijani literature',
              ru: 'Азербайджанская литература',
            },
            icon: 'book-marked',
          },
          {
            slug: 'childrens-books',
            name: { az: 'Uşaq kitabları', en: "Children's books", ru: 'Детские книги' },
            icon: 'book-heart',
          },
          {
            slug: 'self-development',
            name: {
              az: 'Biznes və şəxsi inkişaf',
              en: 'Business and self-help',
              ru: 'Бизнес и саморазвитие',
            },
            icon: 'book-text',
          },
        ],
      },
      {
        slug: 'stationery',
        name: { az: 'Dəftərxana ləvazimatı', en: 'Stationery', ru: 'Канцтовары' },
        icon: 'pencil',
        children: [
          {
            slug: 'notebooks',
            name: { az: 'Dəftər və bloknotlar', en: 'Notebooks', ru: 'Тетради и блокноты' },
            icon: 'notebook',
          },
          {
            slug: 'pens-pencils',
            name: { az: 'Qələm və karandaşlar', en: 'Pens and pencils', ru: 'Ручки и карандаши' },
            icon: 'pen',
          },
          {
            slug: 'school-bags',
            name: { az: 'Məktəb çantaları', en: 'School bags', ru: 'Школьные рюкзаки' },
            icon: 'backpack',
          },
        ],
      },
      {
        slug: 'art-supplies',
        name: { az: 'Rəsm ləvazimatı', en: 'Art supplies', ru: 'Товары для творчества' },
        icon: 'palette',
        children: [
          { slug: 'paints', name: { az: 'Boyalar', en: 'Paints', ru: 'Краски' }, icon: 'paintbrush' },
          {
            slug: 'sketchbooks',
            name: { az: 'Rəsm albomları', en: 'Sketchbooks', ru: 'Альбомы для рисования' },
            icon: 'notebook-pen',
          },
        ],
      },
    ],
  },
  {
    slug: 'food-drinks',
    name: { az: 'Ərzaq', en: 'Food and drinks', ru: 'Продукты питания' },
    icon: 'apple',
    children: [
      {
        slug: 'tea-coffee',
        name: { az: 'Çay və qəhvə', en: 'Tea and coffee', ru: 'Чай и кофе' },
        icon: 'coffee',
        children: [
          { slug: 'tea', name: { az: 'Çay', en: 'Tea', ru: 'Чай' }, icon: 'leaf' },
          { slug: 'coffee', name: { az: 'Qəhvə', en: 'Coffee', ru: 'Кофе' }, icon: 'coffee' },
        ],
      },
      {
        slug: 'sweets',
        name: { az: 'Şirniyyat', en: 'Sweets', ru: 'Сладости' },
        icon: 'candy',
        children: [
          { slug: 'chocolate', name: { az: 'Şokolad', en: 'Chocolate', ru: 'Шоколад' }, icon: 'candy' },
          {
            slug: 'national-sweets',
            name: { az: 'Milli şirniyyatlar', en: 'Traditional sweets', ru: 'Национальные сладости' },
            icon: 'cake-slice',
          },
        ],
      },
      {
        slug: 'groceries',
        name: { az: 'Bakaleya', en: 'Pantry staples', ru: 'Бакалея' },
        icon: 'wheat',
        children: [
          {
            slug: 'rice-pasta',
            name: { az: 'Düyü və makaron', en: 'Rice and pasta', ru: 'Рис и макароны' },
            icon: 'wheat',
          },
          {
            slug: 'cooking-oils',
            name: { az: 'Bitki yağları', en: 'Cooking oils', ru: 'Растительные масла' },
            icon: 'droplet',
          },
          {
            slug: 'honey-jams',
            name: { az: 'Bal və mürəbbə', en: 'Honey and jams', ru: 'Мёд и варенье' },
            icon: 'cherry',
          },
        ],
      },
      {
        slug: 'nuts-dried-fruits',
        name: { az: 'Quru meyvə və qoz-fındıq', en: 'Nuts and dried fruit', ru: 'Орехи и сухофрукты' },
        icon: 'nut',
        children: [
          { slug: 'nuts', name: { az: 'Qoz-fındıq', en: 'Nuts', ru: 'Орехи' }, icon: 'nut' },
          {
            slug: 'dried-fruits',
            name: { az: 'Quru meyvələr', en: 'Dried fruit', ru: 'Сухофрукты' },
            icon: 'grape',
          },
        ],
      },
    ],
  },
  {
    slug: 'auto-goods',
    name: { az: 'Avtomobil məhsulları', en: 'Auto goods', ru: 'Автотовары' },
    icon: 'car',
    children: [
      {
        slug: 'car-electronics',
        name: { az: 'Avtoelektronika', en: 'Car electronics', ru: 'Автоэлектроника' },
        icon: 'radio',
        children: [
          {
            slug: 'dash-cams',
            name: { az: 'Videoqeydiyyatçılar', en: 'Dash cams', ru: 'Видеорегистраторы' },
            icon: 'video',
          },
          {
            slug: 'car-stereos',
            name: { az: 'Avtomaqnitollar', en: 'Car stereos', ru: 'Автомагнитолы' },
            icon: 'radio',
          },
          {
            slug: 'car-batteries',
            name: { az: 'Akkumulyatorlar', en: 'Car batteries', ru: 'Аккумуляторы' },
            icon: 'car-battery',
          },
        ],
      },
      {
        slug: 'car-care',
        name: { az: 'Avtokosmetika', en: 'Car care', ru: 'Автокосметика' },
        icon: 'spray-can',
        children: [
          {
            slug: 'car-shampoos',
            name: {
              az: 'Avtoşampunlar və cilalar',
              en: 'Shampoos and polishes',
              ru: 'Автошампуни и полироли',
            },
            icon: 'spray-can',
          },
          {
            slug: 'car-fresheners',
            name: { az: 'Avtomobil ətirləri', en: 'Air fresheners', ru: 'Ароматизаторы' },
            icon: 'wind',
          },
        ],
      },
      {
        slug: 'tires-wheels',
        name: { az: 'Şinlər və disklər', en: 'Tires and wheels', ru: 'Шины и диски' },
        icon: 'circle-dot',
        children: [
          {
            slug: 'summer-tires',
            name: { az: 'Yay şinləri', en: 'Summer tires', ru: 'Летние шины' },
            icon: 'sun',
          },
          {
            slug: 'winter-tires',
            name: { az: 'Qış şinləri', en: 'Winter tires', ru: 'Зимние шины' },
            icon: 'snowflake',
          },
        ],
      },
      {
        slug: 'oils-fluids',
        name: { az: 'Yağlar və mayelər', en: 'Oils and fluids', ru: 'Масла и жидкости' },
        icon: 'fuel',
        children: [
          {
            slug: 'engine-oils',
            name: { az: 'Mühərrik yağları', en: 'Engine oils', ru: 'Моторные масла' },
            icon: 'engine',
          },
          {
            slug: 'antifreeze',
            name: { az: 'Antifrizlər', en: 'Antifreeze', ru: 'Антифризы' },
            icon: 'thermometer-snowflake',
          },
        ],
      },
    ],
  },
];
