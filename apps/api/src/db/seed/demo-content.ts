import type { DemoBlogPost, DemoCampaign, DemoFaq } from './demo-data.types.js';

export const demoCampaigns: DemoCampaign[] = [
  {
    slug: 'novruz-endirimleri',
    title: { az: 'Novruz endirimləri', en: 'Novruz sale', ru: 'Скидки к Новрузу' },
    description: {
      az: 'Bayram süfrəsi üçün şirniyyat, quru meyvə, çay və qab-qacaq 15% endirimlə. Novruz bayramınız mübarək!',
      en: 'Sweets, dried fruit, tea and kitchenware for the holiday table at 15% off. Happy Novruz!',
      ru: 'Сладости, сухофрукты, чай и посуда для праздничного стола со скидкой 15%. С праздником Новруз!',
    },
    discountPercent: 15,
    categories: ['sweets', 'nuts-dried-fruits', 'tea-coffee', 'kitchenware', 'home-textiles'],
    color: '#16a34a',
  },
  {
    slug: 'mektebe-hazirliq',
    title: { az: 'Məktəbə hazırlıq', en: 'Back to school', ru: 'Снова в школу' },
    description: {
      az: 'Dəftərxana, məktəb çantaları, kitablar, məktəb formaları və planşetlər 20% endirimlə. Yeni dərs ilinə hazır olun!',
      en: 'Stationery, school bags, books, school uniforms and tablets at 20% off. Get ready for the new school year!',
      ru: 'Канцтовары, рюкзаки, книги, школьная форма и планшеты со скидкой 20%. Готовимся к новому учебному году!',
    },
    discountPercent: 20,
    categories: ['stationery', 'books', 'kids-clothing', 'tablets-ereaders', 'art-supplies'],
    color: '#2563eb',
  },
  {
    slug: 'qara-cume',
    title: { az: 'Qara Cümə', en: 'Black Friday', ru: 'Чёрная пятница' },
    description: {
      az: 'İlin ən böyük endirimləri: elektronika, smartfonlar və məişət texnikası 30%-dək ucuz. Təklif məhdud saydadır.',
      en: 'The biggest deals of the year: electronics, smartphones and home appliances up to 30% off. While stocks last.',
      ru: 'Самые большие скидки года: электроника, смартфоны и бытовая техника дешевле до 30%. Количество ограничено.',
    },
    discountPercent: 30,
    categories: ['electronics', 'phones-gadgets', 'home-appliances'],
    color: '#111827',
  },
];

export const demoBlogPosts: DemoBlogPost[] = [
  {
    slug: 'how-to-choose-a-smartphone',
    title: {
      az: 'Smartfon necə seçilir: almazdan əvvəl verilməli 5 sual',
      en: 'How to choose a smartphone: 5 questions to ask before you buy',
      ru: 'Как выбрать смартфон: 5 вопросов перед покупкой',
    },
    metaTitle: {
      az: 'Smartfon necə seçilir — alıcı bələdçisi | Bazar',
      en: 'How to choose a smartphone — buyer guide | Bazar',
      ru: 'Как выбрать смартфон — гид покупателя | Bazar',
    },
    metaDescription: {
      az: 'Büdcə, ekran, kamera, batareya, yaddaş və zəmanət: smartfon alarkən nələrə diqqət etməli olduğunuzu sadə dillə izah edirik.',
      en: 'Budget, screen, camera, battery, storage and warranty: a plain-language guide to what matters when you buy a smartphone.',
      ru: 'Бюджет, экран, камера, батарея, память и гарантия: простыми словами о том, на что смотреть при покупке смартфона.',
    },
    keywords: {
      az: 'smartfon seçimi, telefon almaq, smartfon müqayisəsi, telefon kamerası, batareya, IMEI qeydiyyatı',
      en: 'choose a smartphone, buy a phone, smartphone comparison, phone camera, battery life, IMEI registration',
      ru: 'выбор смартфона, купить телефон, сравнение смартфонов, камера телефона, батарея, регистрация IMEI',
    },
    description: {
      az:
        '<p>Bazarda yüzlərlə model var və onların çoxu kağız üzərində bir-birinə çox bənzəyir. Doğru seçim etmək üçün əvvəlcə telefondan nə gözlədiyinizi müəyyənləşdirin: zənglər və mesajlaşma, sosial şəbəkələr, fotoqrafiya, yoxsa oyunlar. Aşağıdakı suallar seçimi xeyli asanlaşdıracaq.</p>' +
        '<h2>1. Büdcəniz nə qədərdir?</h2>' +
        '<p>Gündəlik istifadə üçün 300–600 manatlıq orta sinif smartfonlar kifayət edir: onlarda keyfiyyətli ekran, bir-iki gün davam edən batareya və yaxşı işıqda gözəl çəkən kamera olur. 1000 manatdan bahalı flaqmanlar daha güclü prosessor, gecə çəkilişində daha yaxşı kamera və daha uzun müddət proqram yeniləmələri təklif edir.</p>' +
        '<h2>2. Hansı ekran sizə uyğundur?</h2>' +
        '<p>AMOLED ekranlar daha dərin qara rəng və parlaq təsvir verir, 120 Hz yenilənmə tezliyi isə sürüşdürməni hamar edir. Telefonu bir əllə işlətməyi sevirsinizsə, 6,1–6,3 düymlük modellərə baxın; video və oyunlar üçün 6,7 düym və daha böyük ekranlar rahatdır.</p>' +
        '<h2>3. Kamera: meqapiksel hər şey deyil</h2>' +
        '<p>“200 MP” yazısı təsirli görünür, lakin şəklin keyfiyyətini sensorun ölçüsü, optik stabilizasiya (OIS) və proqram emalı müəyyən edir. Məhsul səhifəsindəki nümunə şəkillərə və alıcı rəylərinə baxın. Portret və uzaq obyektlər üçün optik zoomlu telefoto kamera faydalıdır.</p>' +
        '<h2>4. Batareya, yaddaş və yeniləmələr</h2>' +
        '<p>4500–5000 mAh batareya əksər istifadəçiyə bir tam gün üçün kifayətdir. Daxili yaddaşı ehtiyatla seçin: çox foto və video çəkirsinizsə, 256 GB daha rahatdır, çünki bir çox modeldə yaddaş kartı yuvası yoxdur. İstehsalçının neçə il sistem və təhlükəsizlik yeniləmələri vəd etdiyini də yoxlayın — bu, telefonun ömrünü uzadır.</p>' +
        '<h2>5. Zəmanət və satıcı etibarlıdırmı?</h2>' +
        '<p>Rəsmi idxal olunmuş telefonların IMEI kodu qeydiyyatdan keçmiş olur, ona görə də onlar yerli operatorların şəbəkələrində problemsiz işləyir və servis mərkəzlərində zəmanətlə təmir olunur. Bazar-da zəmanətin növünü və müddətini məhsulun təsvirində və xüsusiyyətlərində, satıcının reytinqini isə məhsul səhifəsində yoxlayın. Telefonu təhvil alarkən qutunun bağlı olduğuna və IMEI nömrəsinin qutudakı ilə eyni olduğuna əmin olun.</p>',
      en:
        '<p>There are hundreds of models on sale and on paper many of them look almost identical. To choose well, start by deciding what you need the phone for: calls and messaging, social media, photography or gaming. The questions below will make the choice much easier.</p>' +
        '<h2>1. What is your budget?</h2>' +
        '<p>For everyday use, a mid-range smartphone at 300–600 AZN is enough: you get a good screen, a battery that lasts a day or two and a camera that takes nice photos in good light. Flagships above 1,000 AZN add a faster processor, better night photography and longer software support.</p>' +
        '<h2>2. Which screen suits you?</h2>' +
        '<p>AMOLED screens give deeper blacks and brighter images, and a 120 Hz refresh rate makes scrolling smooth. If you like using your phone with one hand, look at 6.1–6.3-inch models; for video and games, 6.7 inches and above is more comfortable.</p>' +
        '<h2>3. Camera: megapixels are not everything</h2>' +
        '<p>“200 MP” sounds impressive, but image quality depends on the sensor size, optical image stabilisation (OIS) and processing. Look at sample photos on the product page and read buyer reviews. A telephoto camera with optical zoom is useful for portraits and distant subjects.</p>' +
        '<h2>4. Battery, storage and updates</h2>' +
        '<p>A 4,500–5,000 mAh battery lasts a full day for most people. Choose storage carefully: if you shoot a lot of photos and video, 256 GB is more comfortable, because many models have no memory card slot. Also check how many years of system and security updates the manufacturer promises — it extends the life of the phone.</p>' +
        '<h2>5. Are the warranty and seller reliable?</h2>' +
        '<p>Officially imported phones come with their IMEI already registered, so they work on local networks without problems and are repaired under warranty at service centres. On Bazar, check the warranty type and length in the product description and specifications, and the seller rating on the product page. When you receive the phone, make sure the box is sealed and the IMEI matches the one printed on the box.</p>',
      ru:
        '<p>В продаже сотни моделей, и на бумаге многие из них почти не отличаются. Чтобы выбрать правильно, сначала определите, для чего вам телефон: звонки и мессенджеры, соцсети, фотография или игры. Вопросы ниже заметно упростят выбор.</p>' +
        '<h2>1. Какой у вас бюджет?</h2>' +
        '<p>Для повседневных задач достаточно смартфона среднего класса за 300–600 манатов: хороший экран, батарея на день-два и камера, которая отлично снимает при хорошем освещении. Флагманы дороже 1000 манатов предлагают более мощный процессор, лучшую ночную съёмку и более долгую поддержку обновлениями.</p>' +
        '<h2>2. Какой экран вам подходит?</h2>' +
        '<p>AMOLED-экраны дают более глубокий чёрный цвет и яркую картинку, а частота 120 Гц делает прокрутку плавной. Если вы любите пользоваться телефоном одной рукой, смотрите модели с диагональю 6,1–6,3 дюйма; для видео и игр удобнее 6,7 дюйма и больше.</p>' +
        '<h2>3. Камера: мегапиксели — это не всё</h2>' +
        '<p>Надпись «200 Мп» впечатляет, но качество снимков определяют размер сенсора, оптическая стабилизация (OIS) и обработка. Посмотрите примеры фотографий на странице товара и почитайте отзывы покупателей. Для портретов и дальних объектов пригодится телеобъектив с оптическим зумом.</p>' +
        '<h2>4. Батарея, память и обновления</h2>' +
        '<p>Батареи на 4500–5000 мАч большинству хватает на целый день. Объём памяти выбирайте с запасом: если вы много снимаете, удобнее 256 ГБ, ведь во многих моделях нет слота для карты памяти. Проверьте также, сколько лет производитель обещает выпускать системные обновления и обновления безопасности, — это продлевает жизнь телефона.</p>' +
        '<h2>5. Надёжны ли гарантия и продавец?</h2>' +
        '<p>У официально ввезённых телефонов IMEI уже зарегистрирован, поэтому они без проблем работают в сетях местных операторов и ремонтируются по гарантии в сервисных центрах. На Bazar проверьте тип и срок гарантии в описании и характеристиках товара, а рейтинг продавца — на странице товара. При получении убедитесь, что коробка запечатана, а IMEI совпадает с указанным на коробке.</p>',
    },
    icon: 'smartphone',
    color: '#1d4ed8',
    daysAgo: 3,
  },
  {
    slug: 'paying-cash-on-delivery',
    title: {
      az: 'Qapıda nağd ödəniş: sifarişdən təhvilə qədər',
      en: 'Paying cash at the door: from order to delivery',
      ru: 'Оплата наличными при получении: от заказа до доставки',
    },
    metaTitle: {
      az: 'Qapıda nağd ödəniş necə işləyir | Bazar',
      en: 'How paying cash on delivery works | Bazar',
      ru: 'Как работает оплата наличными при получении | Bazar',
    },
    metaDescription: {
      az: 'Sifariş, telefon təsdiqi, çatdırılma növləri, malın yoxlanılması və kuryerə nağd ödəniş: Bazar-da sifarişin yolu addım-addım.',
      en: 'Ordering, phone confirmation, delivery types, checking the goods and paying the courier in cash: an order on Bazar step by step.',
      ru: 'Заказ, подтверждение телефона, виды доставки, проверка товара и оплата курьеру наличными: путь заказа на Bazar шаг за шагом.',
    },
    keywords: {
      az: 'qapıda ödəniş, nağd ödəniş, çatdırılma, sifarişi izləmək, təcili çatdırılma',
      en: 'cash on delivery, pay at the door, delivery, track an order, urgent delivery',
      ru: 'оплата при получении, наличные, доставка, отследить заказ, срочная доставка',
    },
    description: {
      az:
        '<p>Bazar-da sifariş çatdırılma zamanı kuryerə nağd ödənilir: pulu malı görüb yoxladıqdan sonra verirsiniz. Sifarişin yolu belədir.</p>' +
        '<h2>Sifariş və telefon təsdiqi</h2>' +
        '<p>Səbətdə məhsulları seçib “Birlikdə al” düyməsini basın, əlaqə məlumatlarınızı və ünvanınızı yazın. Qeydiyyatsız sifarişdə telefonunuzu SMS ilə gələn 6 rəqəmli kodla təsdiqləyirsiniz. Yekun məbləğ, çatdırılma daxil olmaqla, sifarişi təsdiqləməzdən əvvəl göstərilir.</p>' +
        '<h2>Standart və ya təcili çatdırılma</h2>' +
        '<p>Hər satıcı öz hissəsini ayrıca göndərir. Standart çatdırılma hər hissə üçün 3 manatdır, hissə 50 manat və daha çox olduqda pulsuzdur; təcili çatdırılma hər hissə üçün əlavə 5 manatdır.</p>' +
        '<h2>Təhvil və ödəniş</h2>' +
        '<ul><li>qablaşdırmanı və malı kuryerin yanında yoxlayın;</li><li>hər şey qaydasındadırsa, məbləği nağd ödəyin — mümkünsə, xırda pulla;</li><li>mal təsvirə uyğun deyilsə və ya qüsurludursa, ondan imtina edə bilərsiniz.</li></ul>' +
        '<p>Əsaslı səbəb olmadan ardıcıl 4 dəfə sifarişi təhvil almaqdan imtina edilərsə, Bazar həmin alıcının sifarişlərini ləğv edə bilər (Alıcı razılaşması, 5-ci bənd).</p>' +
        '<h2>Sifarişi izləmək</h2>' +
        '<p>Sifarişin vəziyyətini “Sifarişlərim” bölməsində, qeydiyyatsız sifarişdə isə “Sifarişi izlə” səhifəsində nömrəsi və telefonunuzla görə bilərsiniz. Satıcı sifarişi göndərməzdən əvvəl onu ləğv etmək də mümkündür.</p>',
      en:
        '<p>On Bazar an order is paid in cash to the courier on delivery: you hand over the money after you have seen and checked the goods. This is how an order travels.</p>' +
        '<h2>Ordering and confirming your phone</h2>' +
        '<p>Choose your items in the basket, press “Buy together” and give your contact details and address. Without an account, you confirm your phone with the 6-digit code we text you. The total, delivery included, is shown before you confirm the order.</p>' +
        '<h2>Standard or urgent delivery</h2>' +
        '<p>Each seller ships their part separately. Standard delivery costs 3 AZN per part and is free when a part comes to 50 AZN or more; urgent delivery costs 5 AZN more per part.</p>' +
        '<h2>Handover and payment</h2>' +
        '<ul><li>check the packaging and the goods in front of the courier;</li><li>if all is well, pay the amount in cash — in small notes if you can;</li><li>if the goods do not match their description or are faulty, you can refuse them.</li></ul>' +
        '<p>A buyer who refuses delivery 4 times in a row without a valid reason may have their orders cancelled by Bazar (Buyer agreement, section 5).</p>' +
        '<h2>Following your order</h2>' +
        '<p>See the status of your order under “My orders”, or, for an order placed without an account, on the “Track an order” page with its number and your phone. You can also cancel an order before the seller ships it.</p>',
      ru:
        '<p>На Bazar заказ оплачивается наличными курьеру при получении: деньги вы отдаёте, когда увидели и проверили товар. Вот как проходит заказ.</p>' +
        '<h2>Заказ и подтверждение телефона</h2>' +
        '<p>Выберите товары в корзине, нажмите «Купить вместе» и укажите контакты и адрес. Без регистрации вы подтверждаете телефон 6-значным кодом из SMS. Итоговая сумма вместе с доставкой показывается до подтверждения заказа.</p>' +
        '<h2>Стандартная или срочная доставка</h2>' +
        '<p>Каждый продавец отправляет свою часть заказа отдельно. Стандартная доставка стоит 3 маната за часть и бесплатна, если часть стоит 50 манатов и больше; срочная доставка — на 5 манатов дороже за каждую часть.</p>' +
        '<h2>Получение и оплата</h2>' +
        '<ul><li>проверьте упаковку и товар при курьере;</li><li>если всё в порядке, оплатите сумму наличными — по возможности без сдачи;</li><li>если товар не соответствует описанию или неисправен, от него можно отказаться.</li></ul>' +
        '<p>Если покупатель без уважительной причины 4 раза подряд отказывается принять доставку, Bazar может отменять его заказы (Пользовательское соглашение, раздел 5).</p>' +
        '<h2>Как следить за заказом</h2>' +
        '<p>Статус заказа виден в разделе «Мои заказы», а для заказа без регистрации — на странице «Отследить заказ» по его номеру и вашему телефону. Пока продавец не отправил заказ, его можно отменить.</p>',
    },
    icon: 'banknote',
    color: '#7c3aed',
    daysAgo: 21,
  },
  {
    slug: 'home-appliance-care-tips',
    title: {
      az: 'Məişət texnikasına qulluq: ömrünü uzadan sadə vərdişlər',
      en: 'Caring for home appliances: simple habits that make them last',
      ru: 'Уход за бытовой техникой: простые привычки, которые продлевают ей жизнь',
    },
    metaTitle: {
      az: 'Soyuducu, paltaryuyan və kondisionerə qulluq | Bazar',
      en: 'How to care for your fridge, washing machine and air conditioner | Bazar',
      ru: 'Уход за холодильником, стиральной машиной и кондиционером | Bazar',
    },
    metaDescription: {
      az: 'Soyuducunu, paltaryuyan və qabyuyan maşını, kondisioneri necə qorumalı: ərp, filtrlər, gərginlik və zəmanət haqqında praktik məsləhətlər.',
      en: 'How to look after your fridge, washing machine, dishwasher and air conditioner: practical tips on limescale, filters, voltage and warranty.',
      ru: 'Как ухаживать за холодильником, стиральной и посудомоечной машиной и кондиционером: накипь, фильтры, напряжение и гарантия.',
    },
    keywords: {
      az: 'məişət texnikasına qulluq, soyuducu təmizliyi, paltaryuyan maşın ərp, kondisioner filtri, stabilizator',
      en: 'appliance care, cleaning a fridge, washing machine limescale, air conditioner filter, voltage stabiliser',
      ru: 'уход за бытовой техникой, чистка холодильника, накипь в стиральной машине, фильтр кондиционера, стабилизатор',
    },
    description: {
      az:
        '<p>Soyuducu, paltaryuyan maşın və kondisioner illərlə işləmək üçün alınır, lakin düzgün qulluq olmadan vaxtından əvvəl sıradan çıxa bilər. Bir neçə sadə vərdiş təmir xərclərinə qənaət etməyə və elektrik sərfini azaltmağa kömək edir.</p>' +
        '<h2>Soyuducu</h2>' +
        '<p>İsti yeməyi soyuducuya qoymayın — əvvəlcə otaq temperaturuna qədər soyumasını gözləyin. Qapı rezinini ayda bir dəfə nəm dəsmalla silin və bağlı qapıdan soyuq hava çıxmadığını yoxlayın. No Frost sistemi olmayan modellərdə buz qatı 5 mm-i keçəndə soyuducunu əridin. Arxa divarla otağın divarı arasında ən azı 5 sm boşluq saxlayın ki, kompressor həddindən artıq qızmasın.</p>' +
        '<h2>Paltaryuyan və qabyuyan maşın</h2>' +
        '<p>Abşeronda su codluğu yüksəkdir, ona görə də qızdırıcı elementdə ərp tez yığılır. Hər 1–2 ayda bir boş barabanda 60–90°C-də ərp təmizləyici ilə yuma aparın. Nasos filtrini üç ayda bir təmizləyin, yumadan sonra isə qapını və toz qabını açıq saxlayın ki, pis iy yaranmasın. Qabyuyan maşında xüsusi duzun və yaxalayıcı vasitənin səviyyəsini izləyin.</p>' +
        '<h2>Kondisioner</h2>' +
        '<p>Yayda daxili blokun filtrlərini iki həftədə bir ilıq su ilə yuyun: çirkli filtr soyutma gücünü azaldır və elektrik sərfini artırır. İldə bir dəfə, mövsüm başlamazdan əvvəl, freonun təzyiqini və drenaj borusunu yoxlatmaq üçün usta çağırın.</p>' +
        '<h2>Gərginlik və zəmanət</h2>' +
        '<p>Şəbəkə gərginliyi tez-tez dəyişən yerlərdə, xüsusən bağ evlərində və bəzi regionlarda, soyuducu və kondisioner üçün stabilizatordan istifadə edin. Qəbzi və zəmanət talonunu saxlayın: nasazlıq yaranarsa, sifariş nömrəsi ilə dəstək xidmətinə müraciət edin və ya satıcının servis mərkəzinə baş çəkin. Cihazı özünüz sökməyin — bu, zəmanəti ləğv edə bilər.</p>',
      en:
        '<p>A fridge, washing machine or air conditioner is bought to last for years, but without proper care it can fail early. A few simple habits help you avoid repair bills and cut your electricity use.</p>' +
        '<h2>Refrigerator</h2>' +
        '<p>Never put hot food in the fridge — let it cool to room temperature first. Wipe the door seal with a damp cloth once a month and check that no cold air escapes when the door is closed. On models without No Frost, defrost the fridge once the ice layer is thicker than 5 mm. Leave at least 5 cm between the back of the fridge and the wall so the compressor does not overheat.</p>' +
        '<h2>Washing machine and dishwasher</h2>' +
        '<p>Tap water on the Absheron peninsula is hard, so limescale builds up quickly on the heating element. Every one or two months, run an empty drum at 60–90°C with a descaler. Clean the pump filter every three months, and leave the door and detergent drawer open after washing so that no bad smell develops. In the dishwasher, keep an eye on the special salt and rinse aid levels.</p>' +
        '<h2>Air conditioner</h2>' +
        '<p>In summer, rinse the filters of the indoor unit with warm water every two weeks: a dirty filter reduces cooling power and increases electricity use. Once a year, before the season starts, call a technician to check the refrigerant pressure and the drain pipe.</p>' +
        '<h2>Voltage and warranty</h2>' +
        '<p>Where the mains voltage fluctuates often, especially in country houses and some regions, use a voltage stabiliser for the fridge and the air conditioner. Keep the receipt and the warranty card: if something breaks, contact customer support with your order number or visit the service centre of the seller. Do not take the appliance apart yourself — that may void the warranty.</p>',
      ru:
        '<p>Холодильник, стиральную машину и кондиционер покупают на годы, но без правильного ухода они могут выйти из строя раньше времени. Несколько простых привычек помогут сэкономить на ремонте и снизить расход электроэнергии.</p>' +
        '<h2>Холодильник</h2>' +
        '<p>Не ставьте в холодильник горячую еду — дайте ей остыть до комнатной температуры. Раз в месяц протирайте уплотнитель двери влажной тканью и проверяйте, не выходит ли холодный воздух из закрытой двери. В моделях без No Frost размораживайте холодильник, когда слой льда превышает 5 мм. Оставляйте между задней стенкой и стеной не меньше 5 см, чтобы компрессор не перегревался.</p>' +
        '<h2>Стиральная и посудомоечная машина</h2>' +
        '<p>На Апшероне жёсткая вода, поэтому на нагревательном элементе быстро образуется накипь. Раз в один-два месяца запускайте пустой барабан при 60–90°C со средством от накипи. Чистите фильтр насоса раз в три месяца, а после стирки оставляйте дверцу и лоток для порошка открытыми, чтобы не появился неприятный запах. В посудомоечной машине следите за уровнем специальной соли и ополаскивателя.</p>' +
        '<h2>Кондиционер</h2>' +
        '<p>Летом раз в две недели промывайте фильтры внутреннего блока тёплой водой: грязный фильтр снижает мощность охлаждения и увеличивает расход электричества. Раз в год, до начала сезона, вызывайте мастера для проверки давления фреона и дренажной трубки.</p>' +
        '<h2>Напряжение и гарантия</h2>' +
        '<p>Там, где напряжение в сети часто скачет, — особенно на дачах и в некоторых регионах, — подключайте холодильник и кондиционер через стабилизатор. Сохраняйте чек и гарантийный талон: при поломке обратитесь в службу поддержки с номером заказа или в сервисный центр продавца. Не разбирайте технику самостоятельно — это может лишить вас гарантии.</p>',
    },
    icon: 'washing-machine',
    color: '#0891b2',
    daysAgo: 47,
  },
  {
    slug: 'safe-online-shopping-tips',
    title: {
      az: 'Onlayn alış-verişdə təhlükəsizlik: bilməli olduğunuz qaydalar',
      en: 'Safe online shopping: the rules worth knowing',
      ru: 'Безопасные покупки в интернете: правила, которые стоит знать',
    },
    metaTitle: {
      az: 'Onlayn alış-verişdə fırıldaqdan necə qorunmalı | Bazar',
      en: 'How to protect yourself from scams when shopping online | Bazar',
      ru: 'Как защититься от мошенников при покупках онлайн | Bazar',
    },
    metaDescription: {
      az: 'Ödənişi harada etməli, SMS kodlarını niyə paylaşmamalı, saxta linki necə tanımalı və hesabınızı necə qorumalı — sadə və praktik məsləhətlər.',
      en: 'Where to pay, why never to share SMS codes, how to spot a fake link and how to protect your account — simple, practical advice.',
      ru: 'Где платить, почему нельзя сообщать SMS-коды, как распознать поддельную ссылку и защитить аккаунт — простые практические советы.',
    },
    keywords: {
      az: 'təhlükəsiz alış-veriş, onlayn fırıldaq, SMS kodu, fişinq, güclü şifrə, alıcı müdafiəsi',
      en: 'safe online shopping, online scams, SMS code, phishing, strong password, buyer protection',
      ru: 'безопасные покупки, мошенничество в интернете, SMS-код, фишинг, надёжный пароль, защита покупателя',
    },
    description: {
      az:
        '<p>Onlayn alış-veriş rahatdır, lakin fırıldaqçılar da bundan yararlanmağa çalışır. Aşağıdakı qaydalara əməl etsəniz, pulunuz və şəxsi məlumatlarınız qorunacaq.</p>' +
        '<h2>Ödənişi yalnız platforma daxilində edin</h2>' +
        '<p>Bazar-da sifarişi yalnız sifariş səhifəsində seçdiyiniz üsulla ödəyin: kuryerə nağd (malı yoxladıqdan sonra), bankın səhifəsində kartla, pul kisəsindən, hissə-hissə və ya hədiyyə kartı ilə. Satıcı sizdən kart nömrəsinə köçürmə və ya başqa sayt üzərindən ödəniş istəyirsə, imtina edin və dəstək xidmətinə xəbər verin: platformadan kənar ödənişlər alıcı müdafiəsi ilə qorunmur.</p>' +
        '<h2>SMS kodlarını heç kimə deməyin</h2>' +
        '<p>Bankdan gələn təsdiq kodları yalnız sizin üçündür. Bazar əməkdaşları, kuryerlər və satıcılar heç vaxt SMS kodunu, kartın CVV kodunu və ya şifrənizi soruşmur. Belə zəng və ya mesaj alsanız, danışığı dərhal dayandırın.</p>' +
        '<h2>Linkləri yoxlayın</h2>' +
        '<p>Böyük endirim vəd edən SMS və mesajlardakı linkləri açmazdan əvvəl ünvanın həqiqətən bazar.az olduğuna əmin olun. Saxta saytlar çox vaxt orijinaldan bir hərflə fərqlənir. Ən etibarlı yol tətbiqə və ya sayta birbaşa daxil olmaqdır.</p>' +
        '<h2>Satıcını və hesabınızı yoxlayın</h2>' +
        '<p>Satıcının reytinqinə, satış sayına və rəylərə baxın; bazar qiymətindən xeyli ucuz təklif həmişə şübhə doğurmalıdır. Öz hesabınızı da qoruyun:</p>' +
        '<ul><li>hər sayt üçün ayrıca, güclü şifrə seçin;</li><li>“Aktiv seanslar” bölməsində hesabınıza hansı cihazlardan daxil olunduğunu yoxlayın;</li><li>ictimai Wi-Fi şəbəkəsində ödəniş etməyin.</li></ul>' +
        '<p>Sifarişi təhvil alarkən qablaşdırmanı kuryerin yanında yoxlayın. Məhsul təsvirə uyğun deyilsə, ondan imtina edə və ya 14 gün ərzində dəstək xidmətinə müraciət edərək qaytara bilərsiniz.</p>',
      en:
        '<p>Shopping online is convenient, but scammers try to take advantage of it too. Follow the rules below and your money and personal data will stay safe.</p>' +
        '<h2>Pay only inside the platform</h2>' +
        '<p>On Bazar, pay only the way you chose at checkout: cash to the courier (after checking the goods), by card on the bank’s page, from the wallet, in instalments or with a gift card. If a seller asks you to transfer money to a card number or to pay through another website, refuse and tell our support team: payments made outside the platform are not covered by buyer protection.</p>' +
        '<h2>Never tell anyone your SMS codes</h2>' +
        "<p>Confirmation codes from your bank are for you alone. Bazar staff, couriers and sellers will never ask for an SMS code, your card's CVV or your password. If you get such a call or message, end the conversation straight away.</p>" +
        '<h2>Check links</h2>' +
        '<p>Before opening a link in a text message that promises a huge discount, make sure the address really is bazar.az. Fake sites often differ from the original by a single letter. The safest way is to open the app or type the address yourself.</p>' +
        '<h2>Check the seller and protect your account</h2>' +
        "<p>Look at the seller's rating, number of sales and reviews; an offer far below the market price should always make you suspicious. Protect your own account too:</p>" +
        '<ul><li>use a separate, strong password for every site;</li><li>check which devices are signed in to your account under “Active sessions”;</li><li>do not make payments over public Wi-Fi.</li></ul>' +
        '<p>When your order arrives, check the package in front of the courier. If the product does not match its description, you can refuse it at the door, or return it within 14 days by contacting customer support.</p>',
      ru:
        '<p>Покупать в интернете удобно, но этим пытаются воспользоваться и мошенники. Соблюдайте правила ниже — и ваши деньги и личные данные будут в безопасности.</p>' +
        '<h2>Платите только внутри платформы</h2>' +
        '<p>На Bazar оплачивайте заказ только тем способом, который выбрали при оформлении: наличными курьеру (после проверки товара), картой на странице банка, из кошелька, в рассрочку или подарочной картой. Если продавец просит перевести деньги на номер карты или оплатить через другой сайт, откажитесь и сообщите в службу поддержки: платежи вне платформы не покрываются защитой покупателя.</p>' +
        '<h2>Никому не сообщайте SMS-коды</h2>' +
        '<p>Коды подтверждения от банка предназначены только для вас. Сотрудники Bazar, курьеры и продавцы никогда не спрашивают SMS-код, CVV карты или пароль. Если вам поступил такой звонок или сообщение, сразу прекратите разговор.</p>' +
        '<h2>Проверяйте ссылки</h2>' +
        '<p>Прежде чем открыть ссылку из SMS с обещанием огромной скидки, убедитесь, что адрес действительно bazar.az. Поддельные сайты часто отличаются от настоящего одной буквой. Надёжнее всего открыть приложение или набрать адрес вручную.</p>' +
        '<h2>Проверяйте продавца и защищайте аккаунт</h2>' +
        '<p>Смотрите на рейтинг продавца, число продаж и отзывы; цена намного ниже рыночной всегда должна настораживать. Защитите и свой аккаунт:</p>' +
        '<ul><li>используйте отдельный надёжный пароль для каждого сайта;</li><li>проверяйте в разделе «Активные сеансы», с каких устройств выполнен вход в аккаунт;</li><li>не совершайте платежи через общественный Wi-Fi.</li></ul>' +
        '<p>При получении заказа проверьте упаковку при курьере. Если товар не соответствует описанию, от него можно отказаться при получении или вернуть его в течение 14 дней, обратившись в службу поддержки.</p>',
    },
    icon: 'shield-check',
    color: '#059669',
    daysAgo: 88,
  },
];

export const demoFaqs: DemoFaq[] = [
  {
    topic: 'delivery',
    question: {
      az: 'Bakıda sifariş nə vaxt çatdırılır?',
      en: 'How long does delivery take in Baku?',
      ru: 'Сколько идёт доставка по Баку?',
    },
    answer: {
      az: 'Bakı, Sumqayıt və Xırdalan daxilində sifarişlər adətən 1–2 iş günü ərzində çatdırılır. Standart çatdırılma hər satıcının göndərdiyi hissə üçün 3 manatdır, həmin hissə 50 manat və daha çox olduqda isə pulsuzdur. Təcili çatdırılma hər hissə üçün əlavə 5 manatdır.',
      en: "Within Baku, Sumgayit and Khirdalan, orders usually arrive in 1–2 working days. Standard delivery costs 3 AZN for each seller's part of the order and is free when that part comes to 50 AZN or more. Urgent delivery costs 5 AZN more per part.",
      ru: 'По Баку, Сумгайыту и Хырдалану заказы обычно доставляются за 1–2 рабочих дня. Стандартная доставка стоит 3 маната за часть заказа от каждого продавца и бесплатна, если эта часть стоит 50 манатов и больше. Срочная доставка — на 5 манатов дороже за каждую часть.',
    },
  },
  {
    topic: 'delivery',
    question: {
      az: 'Regionlara çatdırılma varmı?',
      en: 'Do you deliver to the regions?',
      ru: 'Есть ли доставка в регионы?',
    },
    answer: {
      az: 'Sifariş zamanı seçilə bilən şəhər və rayonlara çatdırırıq: hazırda Bakı, Sumqayıt, Xırdalan və Gəncə. Çatdırılmanın hələ çatmadığı yerlər (məsələn, Şuşa və Naxçıvan) ünvan formasında belə qeyd olunur. Qiymət Bakıdakı kimidir və sifarişi təsdiqləməzdən əvvəl göstərilir.',
      en: 'We deliver to the cities and districts you can choose at checkout: today Baku, Sumgayit, Khirdalan and Ganja. Places delivery does not reach yet (Shusha and Nakhchivan, for example) are marked so in the address form. The price is the same as in Baku and is shown before you confirm the order.',
      ru: 'Мы доставляем в города и районы, которые можно выбрать при оформлении заказа: сейчас это Баку, Сумгайыт, Хырдалан и Гянджа. Места, куда доставка пока не доходит (например, Шуша и Нахчыван), отмечены в форме адреса. Стоимость такая же, как по Баку, и показывается до подтверждения заказа.',
    },
  },
  {
    topic: 'payment',
    question: {
      az: 'Sifarişi necə ödəyə bilərəm?',
      en: 'How do I pay for an order?',
      ru: 'Как оплатить заказ?',
    },
    answer: {
      az: 'Sifarişi rəsmiləşdirərkən ödəniş üsulunu seçin: qapıda kuryerə nağd, bank kartı ilə onlayn, Bazar pul kisəsindən, partnyor bank kartı ilə hissə-hissə və ya hədiyyə kartı ilə. Kartla ödəniş bankın təhlükəsiz səhifəsində aparılır; kart məlumatlarını Bazar saxlamır. Yekun məbləğ, çatdırılma daxil olmaqla, sifarişi təsdiqləməzdən əvvəl göstərilir.',
      en: 'Choose how to pay at checkout: cash to the courier at the door, online by bank card, from your Bazar wallet, in instalments with a partner bank card, or with a gift card. Card payments are made on the bank’s secure page; Bazar does not keep your card details. The total, delivery included, is shown before you confirm the order.',
      ru: 'Способ оплаты выбирается при оформлении заказа: наличными курьеру при получении, банковской картой онлайн, из кошелька Bazar, в рассрочку картой банка-партнёра или подарочной картой. Оплата картой проходит на защищённой странице банка; Bazar не хранит данные карты. Итоговая сумма вместе с доставкой показывается до подтверждения заказа.',
    },
  },
  {
    topic: 'orders',
    question: {
      az: 'Qeydiyyatdan keçmədən sifariş vermək olarmı?',
      en: 'Can I order without registering?',
      ru: 'Можно ли заказать без регистрации?',
    },
    answer: {
      az: 'Bəli. Sifarişi rəsmiləşdirərkən qeydiyyatsız davam edin: adınızı, telefon nömrənizi və ünvanınızı yazın və telefonunuzu SMS ilə gələn kodla təsdiqləyin. Sifarişi sonra “Sifarişi izlə” səhifəsində nömrəsi və telefonunuzla tapa bilərsiniz.',
      en: 'Yes. At checkout, continue without registering: give your name, phone number and address, and confirm your phone with the code we text you. You can find the order again on the “Track an order” page with its number and your phone.',
      ru: 'Да. При оформлении продолжите без регистрации: укажите имя, телефон и адрес и подтвердите телефон кодом из SMS. Найти заказ потом можно на странице «Отследить заказ» по его номеру и вашему телефону.',
    },
  },
  {
    topic: 'returns',
    question: {
      az: 'Məhsulu necə qaytara bilərəm?',
      en: 'How do I return a product?',
      ru: 'Как вернуть товар?',
    },
    answer: {
      az: 'Məhsulu təhvil aldığınız gündən 14 gün ərzində qaytara bilərsiniz, əgər o istifadə olunmayıbsa, əmtəə görünüşü, etiketləri və qablaşdırması saxlanılıbsa. Sifariş nömrəsini göstərərək *1234 nömrəsinə zəng edin və ya support@bazar.az ünvanına yazın; satıcı məhsulu geri aldıqda qaytarma sifarişdə qeyd olunur. Gigiyena vasitələri, alt paltarı və tez xarab olan ərzaq keyfiyyətli olduqda qaytarılmır.',
      en: 'You can return a product within 14 days of receiving it, provided it has not been used and keeps its original condition, labels and packaging. Call *1234 or write to support@bazar.az with your order number; once the seller has the item back, the return is recorded on your order. Hygiene products, underwear and perishable food cannot be returned unless they are faulty.',
      ru: 'Вернуть товар можно в течение 14 дней с момента получения, если он не был в использовании и сохранены товарный вид, ярлыки и упаковка. Позвоните на *1234 или напишите на support@bazar.az, указав номер заказа; когда продавец получит товар обратно, возврат отмечается в заказе. Средства гигиены, нижнее бельё и скоропортящиеся продукты надлежащего качества возврату не подлежат.',
    },
  },
  {
    topic: 'returns',
    question: {
      az: 'Qaytarmadan sonra pulum nə vaxt geri qayıdır?',
      en: 'When do I get my money back after a return?',
      ru: 'Когда вернутся деньги после возврата?',
    },
    answer: {
      az: 'Onlayn ödənilmiş sifarişdə qaytarma qeydə alınan kimi pul avtomatik ödədiyiniz yerə qayıdır: pul kisəsinə və hədiyyə kartına dərhal, bank kartına isə bankın müddətində, adətən bir neçə gün ərzində. Qapıda nağd ödəmisinizsə, satıcı məhsulu qəbul edib yoxladıqdan sonra pul 1–3 iş günü ərzində nağd və ya göstərdiyiniz bank hesabına köçürmə ilə qaytarılır.',
      en: 'For an order paid online, the money goes back automatically to where it came from as soon as the return is recorded: to the wallet or the gift card at once, to a bank card in the bank’s own time, usually a few days. If you paid cash at the door, the money is returned within 1–3 working days after the seller receives and checks the item, in cash or by transfer to a bank account you name.',
      ru: 'Если заказ оплачен онлайн, деньги автоматически возвращаются туда, откуда пришли, как только возврат отмечен: в кошелёк и на подарочную карту сразу, на банковскую карту — в сроки банка, обычно за несколько дней. Если вы платили наличными при получении, деньги возвращаются в течение 1–3 рабочих дней после того, как продавец получит и проверит товар, наличными или переводом на указанный вами банковский счёт.',
    },
  },
  {
    topic: 'orders',
    question: {
      az: 'Sifarişimi necə izləyə bilərəm?',
      en: 'How can I track my order?',
      ru: 'Как отследить заказ?',
    },
    answer: {
      az: 'Sifarişin vəziyyəti “Sifarişlərim” bölməsində, qeydiyyatsız verilmiş sifarişdə isə “Sifarişi izlə” səhifəsində göstərilir: qəbul edildi, təsdiqləndi, yoldadır, çatdırıldı — hər addımın tarixi ilə. Sifariş veriləndə onun nömrəsini telefonunuza SMS ilə göndəririk.',
      en: 'The status of your order is shown under “My orders”, or for an order placed without an account on the “Track an order” page: placed, confirmed, shipped, delivered, each with its date. When you place the order, we text its number to your phone.',
      ru: 'Статус заказа отображается в разделе «Мои заказы», а для заказа без регистрации — на странице «Отследить заказ»: оформлен, подтверждён, отправлен, доставлен, с датой каждого шага. При оформлении заказа мы отправляем его номер в SMS на ваш телефон.',
    },
  },
  {
    topic: 'payment',
    question: {
      az: 'Promokoddan necə istifadə edim?',
      en: 'How do I use a promo code?',
      ru: 'Как использовать промокод?',
    },
    answer: {
      az: 'Promokodu sifarişi rəsmiləşdirərkən “Promokod” sahəsinə daxil edin — endirim dərhal hesablanır. Hər sifarişdə yalnız bir promokod istifadə oluna bilər, onun minimal sifariş məbləği ola bilər və hər kod bir hesab və telefon üçün bir dəfə keçərlidir.',
      en: 'Enter the promo code in the “Promo code” field at checkout and the discount is applied at once. One promo code can be used per order; it may have a minimum order amount, and each code works once per account and phone.',
      ru: 'Введите промокод в поле «Промокод» при оформлении заказа — скидка применится сразу. В одном заказе можно использовать один промокод; у него может быть минимальная сумма заказа, и каждый код действует один раз для учётной записи и телефона.',
    },
  },
  {
    topic: 'payment',
    question: {
      az: 'Hissə-hissə ödəniş necə işləyir?',
      en: 'How do instalments work?',
      ru: 'Как работает рассрочка?',
    },
    answer: {
      az: 'Sifarişi rəsmiləşdirərkən “Hissə-hissə (partnyor kartı)” seçin, sonra partnyor bankın kartını və ay sayını seçin. Aylıq ödəniş, komissiya və yekun məbləğ təsdiqdən əvvəl göstərilir; ödəniş bankın səhifəsində həmin kartla aparılır. Hər planın minimal sifariş məbləği var, ona görə bəzi sifarişlərə bütün planlar təklif olunmur.',
      en: 'At checkout choose “Instalments (partner card)”, then the partner bank’s card and the number of months. The monthly payment, the commission and the total are shown before you confirm; you pay with that card on the bank’s page. Each plan has a minimum order amount, so not every plan is offered for every order.',
      ru: 'При оформлении заказа выберите «В рассрочку (карта-партнёр)», затем карту банка-партнёра и число месяцев. Ежемесячный платёж, комиссия и итоговая сумма показываются до подтверждения; оплата проходит этой картой на странице банка. У каждого плана есть минимальная сумма заказа, поэтому не каждый план доступен для каждого заказа.',
    },
  },
  {
    topic: 'payment',
    question: {
      az: 'Hədiyyə kartı ilə necə ödəyim?',
      en: 'How do I pay with a gift card?',
      ru: 'Как оплатить подарочной картой?',
    },
    answer: {
      az: 'Hədiyyə kartını “Hədiyyə kartı” səhifəsində bank kartı və ya pul kisəsi ilə alıb istənilən telefona göndərmək olar: alıcı kartın nömrəsini və kodunu SMS ilə alır. Sifarişi rəsmiləşdirərkən “Hədiyyə kartı” seçin və nömrə ilə kodu daxil edin (profilinizə əlavə etdiyiniz kart üçün kod lazım deyil). Kartın qalığının çatmadığı məbləğ bank kartı ilə ödənilir.',
      en: 'Gift cards are bought on the “Gift card” page, by bank card or from the wallet, and sent to any phone: the recipient gets the card’s number and code by SMS. At checkout choose “Gift card” and enter the number and the code (no code is needed for a card you added to your profile). Whatever the card’s remainder does not cover is paid by bank card.',
      ru: 'Подарочную карту можно купить на странице «Подарочная карта» банковской картой или из кошелька и отправить на любой телефон: получатель получит номер и код карты в SMS. При оформлении заказа выберите «Подарочная карта» и введите номер и код (для карты, добавленной в профиль, код не нужен). То, что не покрывает остаток карты, оплачивается банковской картой.',
    },
  },
  {
    topic: 'account',
    question: {
      az: 'Şifrəmi unutmuşam, nə edim?',
      en: 'I forgot my password. What do I do?',
      ru: 'Я забыл пароль. Что делать?',
    },
    answer: {
      az: 'Giriş səhifəsində “Şifrəni unutmusunuz?” keçidinə basın və telefon nömrənizi yazın. Nömrənizə 6 rəqəmli kod göndəririk; kodu daxil edib yeni şifrə təyin edin.',
      en: 'On the sign-in page choose “Forgot your password?” and enter your phone number. We text you a 6-digit code; enter it and set a new password.',
      ru: 'На странице входа нажмите «Забыли пароль?» и введите номер телефона. Мы пришлём SMS с 6-значным кодом; введите его и задайте новый пароль.',
    },
  },
  {
    topic: 'account',
    question: {
      az: 'Ad, telefon və ünvanlarımı necə dəyişim?',
      en: 'How do I change my name, phone or addresses?',
      ru: 'Как изменить имя, телефон или адреса?',
    },
    answer: {
      az: 'Daxil olduqdan sonra profilinizdə şəxsi məlumatlarınızı (ad, soyad, e-poçt, telefon) və çatdırılma ünvanlarınızı özünüz dəyişə bilərsiniz. Yeni ünvan növbəti sifarişdə seçilə bilər.',
      en: 'Once signed in, you can change your personal details (name, surname, e-mail, phone) and your delivery addresses yourself in your profile. A new address can be chosen for your next order.',
      ru: 'После входа вы можете сами изменить личные данные (имя, фамилию, e-mail, телефон) и адреса доставки в профиле. Новый адрес можно выбрать при следующем заказе.',
    },
  },
  {
    topic: 'account',
    question: {
      az: 'Bazar-da necə satıcı ola bilərəm?',
      en: 'How can I become a seller on Bazar?',
      ru: 'Как стать продавцом на Bazar?',
    },
    answer: {
      az: 'Saytın yuxarısındakı “Satışa başla” keçidi ilə satıcı kimi qeydiyyatdan keçin və mağazanızın adını yazın. Məhsulları satıcı kabinetində dərhal əlavə edə bilərsiniz; alıcılar mağazanı marketplace onu təsdiqlədikdən sonra görür. Daha tez təsdiq üçün mağaza ayarlarını, VÖEN daxil olmaqla, doldurun.',
      en: "Choose “Start selling” at the top of the site and register as a seller with your shop's name. You can add products in the seller cabinet straight away; buyers see the shop once the marketplace approves it. Fill in the shop settings, tax ID (VÖEN) included, to be approved sooner.",
      ru: 'Нажмите «Начать продавать» вверху сайта и зарегистрируйтесь как продавец, указав название магазина. Товары можно сразу добавлять в кабинете продавца; покупатели увидят магазин после того, как маркетплейс его одобрит. Заполните настройки магазина, включая ИНН (VÖEN), чтобы одобрение прошло быстрее.',
    },
  },
  {
    topic: 'other',
    question: {
      az: 'Dəstək xidməti ilə necə əlaqə saxlayım?',
      en: 'How do I contact customer support?',
      ru: 'Как связаться со службой поддержки?',
    },
    answer: {
      az: 'Dəstək xidmətimiz bazar ertəsindən cümə axşamınadək saat 09:00-dan 18:00-dək işləyir. *1234 qısa nömrəsinə zəng edin və ya support@bazar.az ünvanına məktub göndərin. İş saatlarından kənar gələn müraciətlərə növbəti iş günü cavab veririk.',
      en: 'Our support team works Monday to Thursday from 09:00 to 18:00. Call the short number *1234 or send an e-mail to support@bazar.az. Requests received outside working hours are answered on the next working day.',
      ru: 'Служба поддержки работает с понедельника по четверг с 09:00 до 18:00. Позвоните на короткий номер *1234 или отправьте письмо на support@bazar.az. На обращения, полученные в нерабочее время, мы отвечаем в следующий рабочий день.',
    },
  },
];
