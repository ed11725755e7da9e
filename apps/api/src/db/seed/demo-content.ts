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
        '<p>Gündəlik istifadə üçün 300–600 manatlıq orta sinif smartfonlar kifayət edir: onlarda keyfiyyətli ekran, bir-iki gün davam edən batareya və yaxşı işıqda gözəl çəkən kamera olur. 1000 manatdan bahalı flaqmanlar daha güclü prosessor, gecə çəkilişində daha yaxşı kamera və daha uzun müddət proqram yeniləmələri təklif edir. Bahalı modeli hissə-hissə ödənişlə almaq mümkündür, amma aylıq ödənişin büdcənizə rahat sığdığına əmin olun.</p>' +
        '<h2>2. Hansı ekran sizə uyğundur?</h2>' +
        '<p>AMOLED ekranlar daha dərin qara rəng və parlaq təsvir verir, 120 Hz yenilənmə tezliyi isə sürüşdürməni hamar edir. Telefonu bir əllə işlətməyi sevirsinizsə, 6,1–6,3 düymlük modellərə baxın; video və oyunlar üçün 6,7 düym və daha böyük ekranlar rahatdır.</p>' +
        '<h2>3. Kamera: meqapiksel hər şey deyil</h2>' +
        '<p>“200 MP” yazısı təsirli görünür, lakin şəklin keyfiyyətini sensorun ölçüsü, optik stabilizasiya (OIS) və proqram emalı müəyyən edir. Məhsul səhifəsindəki nümunə şəkillərə və alıcı rəylərinə baxın. Portret və uzaq obyektlər üçün optik zoomlu telefoto kamera faydalıdır.</p>' +
        '<h2>4. Batareya, yaddaş və yeniləmələr</h2>' +
        '<p>4500–5000 mAh batareya əksər istifadəçiyə bir tam gün üçün kifayətdir. Daxili yaddaşı ehtiyatla seçin: çox foto və video çəkirsinizsə, 256 GB daha rahatdır, çünki bir çox modeldə yaddaş kartı yuvası yoxdur. İstehsalçının neçə il sistem və təhlükəsizlik yeniləmələri vəd etdiyini də yoxlayın — bu, telefonun ömrünü uzadır.</p>' +
        '<h2>5. Zəmanət və satıcı etibarlıdırmı?</h2>' +
        '<p>Rəsmi idxal olunmuş telefonların IMEI kodu qeydiyyatdan keçmiş olur, ona görə də onlar yerli operatorların şəbəkələrində problemsiz işləyir və servis mərkəzlərində zəmanətlə təmir olunur. Bazar-da məhsul kartında zəmanətin növünü və müddətini, satıcının reytinqini və rəyləri yoxlayın. Telefonu təhvil alarkən qutunun bağlı olduğuna və IMEI nömrəsinin qutudakı ilə eyni olduğuna əmin olun.</p>',
      en:
        '<p>There are hundreds of models on sale and on paper many of them look almost identical. To choose well, start by deciding what you need the phone for: calls and messaging, social media, photography or gaming. The questions below will make the choice much easier.</p>' +
        '<h2>1. What is your budget?</h2>' +
        '<p>For everyday use, a mid-range smartphone at 300–600 AZN is enough: you get a good screen, a battery that lasts a day or two and a camera that takes nice photos in good light. Flagships above 1,000 AZN add a faster processor, better night photography and longer software support. You can buy an expensive model in instalments, but make sure the monthly payment fits comfortably into your budget.</p>' +
        '<h2>2. Which screen suits you?</h2>' +
        '<p>AMOLED screens give deeper blacks and brighter images, and a 120 Hz refresh rate makes scrolling smooth. If you like using your phone with one hand, look at 6.1–6.3-inch models; for video and games, 6.7 inches and above is more comfortable.</p>' +
        '<h2>3. Camera: megapixels are not everything</h2>' +
        '<p>“200 MP” sounds impressive, but image quality depends on the sensor size, optical image stabilisation (OIS) and processing. Look at sample photos on the product page and read buyer reviews. A telephoto camera with optical zoom is useful for portraits and distant subjects.</p>' +
        '<h2>4. Battery, storage and updates</h2>' +
        '<p>A 4,500–5,000 mAh battery lasts a full day for most people. Choose storage carefully: if you shoot a lot of photos and video, 256 GB is more comfortable, because many models have no memory card slot. Also check how many years of system and security updates the manufacturer promises — it extends the life of the phone.</p>' +
        '<h2>5. Are the warranty and seller reliable?</h2>' +
        '<p>Officially imported phones come with their IMEI already registered, so they work on local networks without problems and are repaired under warranty at service centres. On Bazar, check the warranty type and length on the product card, as well as the seller rating and reviews. When you receive the phone, make sure the box is sealed and the IMEI matches the one printed on the box.</p>',
      ru:
        '<p>В продаже сотни моделей, и на бумаге многие из них почти не отличаются. Чтобы выбрать правильно, сначала определите, для чего вам телефон: звонки и мессенджеры, соцсети, фотография или игры. Вопросы ниже заметно упростят выбор.</p>' +
        '<h2>1. Какой у вас бюджет?</h2>' +
        '<p>Для повседневных задач достаточно смартфона среднего класса за 300–600 манатов: хороший экран, батарея на день-два и камера, которая отлично снимает при хорошем освещении. Флагманы дороже 1000 манатов предлагают более мощный процессор, лучшую ночную съёмку и более долгую поддержку обновлениями. Дорогую модель можно взять в рассрочку, но убедитесь, что ежемесячный платёж комфортно вписывается в бюджет.</p>' +
        '<h2>2. Какой экран вам подходит?</h2>' +
        '<p>AMOLED-экраны дают более глубокий чёрный цвет и яркую картинку, а частота 120 Гц делает прокрутку плавной. Если вы любите пользоваться телефоном одной рукой, смотрите модели с диагональю 6,1–6,3 дюйма; для видео и игр удобнее 6,7 дюйма и больше.</p>' +
        '<h2>3. Камера: мегапиксели — это не всё</h2>' +
        '<p>Надпись «200 Мп» впечатляет, но качество снимков определяют размер сенсора, оптическая стабилизация (OIS) и обработка. Посмотрите примеры фотографий на странице товара и почитайте отзывы покупателей. Для портретов и дальних объектов пригодится телеобъектив с оптическим зумом.</p>' +
        '<h2>4. Батарея, память и обновления</h2>' +
        '<p>Батареи на 4500–5000 мАч большинству хватает на целый день. Объём памяти выбирайте с запасом: если вы много снимаете, удобнее 256 ГБ, ведь во многих моделях нет слота для карты памяти. Проверьте также, сколько лет производитель обещает выпускать системные обновления и обновления безопасности, — это продлевает жизнь телефона.</p>' +
        '<h2>5. Надёжны ли гарантия и продавец?</h2>' +
        '<p>У официально ввезённых телефонов IMEI уже зарегистрирован, поэтому они без проблем работают в сетях местных операторов и ремонтируются по гарантии в сервисных центрах. На Bazar проверьте в карточке товара тип и срок гарантии, рейтинг продавца и отзывы. При получении убедитесь, что коробка запечатана, а IMEI совпадает с указанным на коробке.</p>',
    },
    icon: 'smartphone',
    color: '#1d4ed8',
    daysAgo: 3,
  },
  {
    slug: 'buying-in-instalments-explained',
    title: {
      az: 'Hissə-hissə ödəniş necə işləyir: sadə izah',
      en: 'Buying in instalments: how it works',
      ru: 'Покупка в рассрочку: как это работает',
    },
    metaTitle: {
      az: 'Hissə-hissə alış: taksit kartı və onlayn kredit | Bazar',
      en: 'Buying in instalments: instalment cards and online loans | Bazar',
      ru: 'Покупка в рассрочку: карты рассрочки и онлайн-кредит | Bazar',
    },
    metaDescription: {
      az: 'Taksit kartı ilə faizsiz ödəniş, onlayn kredit müraciəti, komissiyalar və qaytarma qaydaları — hissə-hissə alış haqqında bilməli olduğunuz hər şey.',
      en: 'Interest-free payments with an instalment card, online loan applications, fees and returns — everything you need to know about paying in instalments.',
      ru: 'Беспроцентная оплата картой рассрочки, онлайн-заявка на кредит, комиссии и возврат — всё, что нужно знать о покупке в рассрочку.',
    },
    keywords: {
      az: 'hissə-hissə ödəniş, taksit kartı, faizsiz taksit, onlayn kredit, kreditlə almaq',
      en: 'instalments, instalment card, interest-free instalments, online loan, buy now pay later',
      ru: 'рассрочка, карта рассрочки, беспроцентная рассрочка, онлайн-кредит, покупка в кредит',
    },
    description: {
      az:
        '<p>Hissə-hissə ödəniş bahalı əşyanın dəyərini bir neçə aya bölməyə imkan verir. Bazar-da bu xidmət tərəfdaş banklarla birlikdə təqdim olunur və uyğun məhsullar səhifədə <strong>“Hissə-hissə”</strong> nişanı ilə göstərilir. İki yol var: taksit kartı ilə ödəniş və onlayn kredit.</p>' +
        '<h2>Taksit kartı ilə ödəniş</h2>' +
        '<p>Tərəfdaş bankın taksit kartınız varsa, sifarişi rəsmiləşdirərkən “Hissə-hissə” üsulunu seçin və müddəti göstərin: 3, 6, 12 və ya 18 ay. Bir çox məhsul üçün 3–6 aylıq müddət faizsizdir — bu halda bank komissiyasını satıcı ödəyir. Daha uzun müddətlərdə komissiya tətbiq oluna bilər; ödəniləcək yekun məbləğ və aylıq ödəniş təsdiqdən əvvəl ekranda göstərilir.</p>' +
        '<h2>Onlayn kredit</h2>' +
        '<p>Taksit kartınız yoxdursa, elə səbətdən onlayn kredit müraciəti göndərə bilərsiniz. Bunun üçün şəxsiyyət vəsiqəsi və öz adınıza qeydiyyatda olan mobil nömrə kifayətdir. Bank qərarı adətən bir neçə dəqiqəyə verir; təsdiqdən sonra müqavilə SMS kodu ilə elektron imzalanır və sifariş adi qaydada çatdırılır.</p>' +
        '<h2>Nələrə diqqət etməli</h2>' +
        '<ul><li>Bütün aylıq ödənişləriniz birlikdə gəlirinizin üçdə birindən çox olmasın.</li><li>Ümumi ödəniləcək məbləği məhsulun nağd qiyməti ilə müqayisə edin.</li><li>Ödənişi gecikdirməyin: gecikmə cərimə deməkdir və kredit tarixçənizə mənfi təsir edir.</li></ul>' +
        '<h2>Məhsulu qaytarsam nə olacaq?</h2>' +
        '<p>Məhsulu 14 gün ərzində qaytarsanız, taksit əməliyyatı ləğv olunur və artıq ödənilmiş hissələr kartınıza geri köçürülür. Kreditlə alınmış mallarda isə bank müqaviləni bağlayır; bu proses bir neçə iş günü çəkə bilər. Sualınız olarsa, dəstək xidmətimiz prosesin hər addımında kömək edəcək.</p>',
      en:
        '<p>Paying in instalments lets you spread the cost of an expensive item over several months. On Bazar this service is offered together with partner banks, and eligible products carry an <strong>“Instalments”</strong> badge. There are two ways to use it: an instalment card or an online loan.</p>' +
        '<h2>Paying with an instalment card</h2>' +
        '<p>If you have an instalment card from a partner bank, choose “Instalments” at checkout and pick a term: 3, 6, 12 or 18 months. For many products the 3–6 month terms are interest-free, because the seller pays the bank fee. Longer terms may carry a fee; the final total and the monthly payment are shown on screen before you confirm.</p>' +
        '<h2>Online loan</h2>' +
        '<p>If you do not have an instalment card, you can apply for an online loan straight from the basket. All you need is your ID card and a mobile number registered in your name. The bank usually decides within a few minutes; once approved, you sign the contract electronically with an SMS code and the order is delivered as usual.</p>' +
        '<h2>What to keep in mind</h2>' +
        '<ul><li>Keep all your monthly repayments together below a third of your income.</li><li>Compare the total amount payable with the cash price of the product.</li><li>Do not pay late: late payments mean penalties and hurt your credit history.</li></ul>' +
        '<h2>What happens if I return the product?</h2>' +
        '<p>If you return the product within 14 days, the instalment transaction is cancelled and the instalments already paid go back to your card. For goods bought on credit, the bank closes the loan agreement, which can take a few working days. If you have questions, our support team will help you at every step.</p>',
      ru:
        '<p>Рассрочка позволяет разделить стоимость дорогой покупки на несколько месяцев. На Bazar эта услуга предоставляется вместе с банками-партнёрами, а подходящие товары отмечены значком <strong>«Рассрочка»</strong>. Есть два способа: оплата картой рассрочки и онлайн-кредит.</p>' +
        '<h2>Оплата картой рассрочки</h2>' +
        '<p>Если у вас есть карта рассрочки банка-партнёра, при оформлении заказа выберите способ «Рассрочка» и укажите срок: 3, 6, 12 или 18 месяцев. Для многих товаров срок 3–6 месяцев беспроцентный — комиссию банку платит продавец. На более длинные сроки может действовать комиссия; итоговая сумма и ежемесячный платёж показываются на экране до подтверждения.</p>' +
        '<h2>Онлайн-кредит</h2>' +
        '<p>Если карты рассрочки нет, отправьте заявку на онлайн-кредит прямо из корзины. Понадобятся удостоверение личности и номер телефона, зарегистрированный на ваше имя. Обычно банк принимает решение за несколько минут; после одобрения договор подписывается электронно с помощью SMS-кода, а заказ доставляется в обычном порядке.</p>' +
        '<h2>На что обратить внимание</h2>' +
        '<ul><li>Все ежемесячные платежи вместе не должны превышать трети вашего дохода.</li><li>Сравните общую сумму к оплате с ценой товара при оплате наличными.</li><li>Не допускайте просрочек: это штрафы и испорченная кредитная история.</li></ul>' +
        '<h2>Что будет, если я верну товар?</h2>' +
        '<p>Если вы вернёте товар в течение 14 дней, операция рассрочки отменяется, а уже внесённые платежи возвращаются на карту. По товарам, купленным в кредит, банк закрывает договор — это может занять несколько рабочих дней. Если возникнут вопросы, служба поддержки поможет на каждом шаге.</p>',
    },
    icon: 'credit-card',
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
        '<p>Şəbəkə gərginliyi tez-tez dəyişən yerlərdə, xüsusən bağ evlərində və bəzi regionlarda, soyuducu və kondisioner üçün stabilizatordan istifadə edin. Qəbzi və zəmanət talonunu saxlayın: nasazlıq yaranarsa, Bazar-da sifariş səhifəsindən birbaşa zəmanət müraciəti yarada bilərsiniz. Cihazı özünüz sökməyin — bu, zəmanəti ləğv edə bilər.</p>',
      en:
        '<p>A fridge, washing machine or air conditioner is bought to last for years, but without proper care it can fail early. A few simple habits help you avoid repair bills and cut your electricity use.</p>' +
        '<h2>Refrigerator</h2>' +
        '<p>Never put hot food in the fridge — let it cool to room temperature first. Wipe the door seal with a damp cloth once a month and check that no cold air escapes when the door is closed. On models without No Frost, defrost the fridge once the ice layer is thicker than 5 mm. Leave at least 5 cm between the back of the fridge and the wall so the compressor does not overheat.</p>' +
        '<h2>Washing machine and dishwasher</h2>' +
        '<p>Tap water on the Absheron peninsula is hard, so limescale builds up quickly on the heating element. Every one or two months, run an empty drum at 60–90°C with a descaler. Clean the pump filter every three months, and leave the door and detergent drawer open after washing so that no bad smell develops. In the dishwasher, keep an eye on the special salt and rinse aid levels.</p>' +
        '<h2>Air conditioner</h2>' +
        '<p>In summer, rinse the filters of the indoor unit with warm water every two weeks: a dirty filter reduces cooling power and increases electricity use. Once a year, before the season starts, call a technician to check the refrigerant pressure and the drain pipe.</p>' +
        '<h2>Voltage and warranty</h2>' +
        '<p>Where the mains voltage fluctuates often, especially in country houses and some regions, use a voltage stabiliser for the fridge and the air conditioner. Keep the receipt and the warranty card: if something breaks, you can open a warranty claim directly from the order page on Bazar. Do not take the appliance apart yourself — that may void the warranty.</p>',
      ru:
        '<p>Холодильник, стиральную машину и кондиционер покупают на годы, но без правильного ухода они могут выйти из строя раньше времени. Несколько простых привычек помогут сэкономить на ремонте и снизить расход электроэнергии.</p>' +
        '<h2>Холодильник</h2>' +
        '<p>Не ставьте в холодильник горячую еду — дайте ей остыть до комнатной температуры. Раз в месяц протирайте уплотнитель двери влажной тканью и проверяйте, не выходит ли холодный воздух из закрытой двери. В моделях без No Frost размораживайте холодильник, когда слой льда превышает 5 мм. Оставляйте между задней стенкой и стеной не меньше 5 см, чтобы компрессор не перегревался.</p>' +
        '<h2>Стиральная и посудомоечная машина</h2>' +
        '<p>На Апшероне жёсткая вода, поэтому на нагревательном элементе быстро образуется накипь. Раз в один-два месяца запускайте пустой барабан при 60–90°C со средством от накипи. Чистите фильтр насоса раз в три месяца, а после стирки оставляйте дверцу и лоток для порошка открытыми, чтобы не появился неприятный запах. В посудомоечной машине следите за уровнем специальной соли и ополаскивателя.</p>' +
        '<h2>Кондиционер</h2>' +
        '<p>Летом раз в две недели промывайте фильтры внутреннего блока тёплой водой: грязный фильтр снижает мощность охлаждения и увеличивает расход электричества. Раз в год, до начала сезона, вызывайте мастера для проверки давления фреона и дренажной трубки.</p>' +
        '<h2>Напряжение и гарантия</h2>' +
        '<p>Там, где напряжение в сети часто скачет, — особенно на дачах и в некоторых регионах, — подключайте холодильник и кондиционер через стабилизатор. Сохраняйте чек и гарантийный талон: при поломке вы можете открыть гарантийное обращение прямо со страницы заказа на Bazar. Не разбирайте технику самостоятельно — это может лишить вас гарантии.</p>',
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
        '<p>Bazar-da ödəniş yalnız sifariş səhifəsində — bankın təhlükəsiz ödəniş səhifəsi vasitəsilə — və ya çatdırılma zamanı nağd aparılır. Satıcı sizdən kart nömrəsinə köçürmə və ya başqa sayt üzərindən ödəniş istəyirsə, imtina edin və dəstək xidmətinə xəbər verin: platformadan kənar ödənişlər alıcı müdafiəsi ilə qorunmur.</p>' +
        '<h2>SMS kodlarını heç kimə deməyin</h2>' +
        '<p>Bankdan gələn təsdiq kodları yalnız sizin üçündür. Bazar əməkdaşları, kuryerlər və satıcılar heç vaxt SMS kodunu, kartın CVV kodunu və ya şifrənizi soruşmur. Belə zəng və ya mesaj alsanız, danışığı dərhal dayandırın.</p>' +
        '<h2>Linkləri yoxlayın</h2>' +
        '<p>Böyük endirim vəd edən SMS və mesajlardakı linkləri açmazdan əvvəl ünvanın həqiqətən bazar.az olduğuna əmin olun. Saxta saytlar çox vaxt orijinaldan bir hərflə fərqlənir. Ən etibarlı yol tətbiqə və ya sayta birbaşa daxil olmaqdır.</p>' +
        '<h2>Satıcını və hesabınızı yoxlayın</h2>' +
        '<p>Satıcının reytinqinə, satış sayına və rəylərə baxın; bazar qiymətindən xeyli ucuz təklif həmişə şübhə doğurmalıdır. Öz hesabınızı da qoruyun:</p>' +
        '<ul><li>hər sayt üçün ayrıca, güclü şifrə seçin;</li><li>iki mərhələli təsdiqi aktivləşdirin;</li><li>ictimai Wi-Fi şəbəkəsində ödəniş etməyin.</li></ul>' +
        '<p>Sifarişi təhvil alarkən qablaşdırmanı kuryerin yanında yoxlayın. Məhsul təsvirə uyğun deyilsə, 14 gün ərzində qaytarma müraciəti yaradın — pulunuz geri qaytarılacaq.</p>',
      en:
        '<p>Shopping online is convenient, but scammers try to take advantage of it too. Follow the rules below and your money and personal data will stay safe.</p>' +
        '<h2>Pay only inside the platform</h2>' +
        "<p>On Bazar you pay only on the order page — through the bank's secure payment page — or in cash on delivery. If a seller asks you to transfer money to a card number or to pay through another website, refuse and tell our support team: payments made outside the platform are not covered by buyer protection.</p>" +
        '<h2>Never tell anyone your SMS codes</h2>' +
        "<p>Confirmation codes from your bank are for you alone. Bazar staff, couriers and sellers will never ask for an SMS code, your card's CVV or your password. If you get such a call or message, end the conversation straight away.</p>" +
        '<h2>Check links</h2>' +
        '<p>Before opening a link in a text message that promises a huge discount, make sure the address really is bazar.az. Fake sites often differ from the original by a single letter. The safest way is to open the app or type the address yourself.</p>' +
        '<h2>Check the seller and protect your account</h2>' +
        "<p>Look at the seller's rating, number of sales and reviews; an offer far below the market price should always make you suspicious. Protect your own account too:</p>" +
        '<ul><li>use a separate, strong password for every site;</li><li>turn on two-step verification;</li><li>do not make payments over public Wi-Fi.</li></ul>' +
        '<p>When your order arrives, check the package in front of the courier. If the product does not match its description, open a return request within 14 days and you will get your money back.</p>',
      ru:
        '<p>Покупать в интернете удобно, но этим пытаются воспользоваться и мошенники. Соблюдайте правила ниже — и ваши деньги и личные данные будут в безопасности.</p>' +
        '<h2>Платите только внутри платформы</h2>' +
        '<p>На Bazar оплата возможна только на странице заказа — через защищённую платёжную страницу банка — или наличными при получении. Если продавец просит перевести деньги на номер карты или оплатить через другой сайт, откажитесь и сообщите в службу поддержки: платежи вне платформы не покрываются защитой покупателя.</p>' +
        '<h2>Никому не сообщайте SMS-коды</h2>' +
        '<p>Коды подтверждения от банка предназначены только для вас. Сотрудники Bazar, курьеры и продавцы никогда не спрашивают SMS-код, CVV карты или пароль. Если вам поступил такой звонок или сообщение, сразу прекратите разговор.</p>' +
        '<h2>Проверяйте ссылки</h2>' +
        '<p>Прежде чем открыть ссылку из SMS с обещанием огромной скидки, убедитесь, что адрес действительно bazar.az. Поддельные сайты часто отличаются от настоящего одной буквой. Надёжнее всего открыть приложение или набрать адрес вручную.</p>' +
        '<h2>Проверяйте продавца и защищайте аккаунт</h2>' +
        '<p>Смотрите на рейтинг продавца, число продаж и отзывы; цена намного ниже рыночной всегда должна настораживать. Защитите и свой аккаунт:</p>' +
        '<ul><li>используйте отдельный надёжный пароль для каждого сайта;</li><li>включите двухэтапную проверку;</li><li>не совершайте платежи через общественный Wi-Fi.</li></ul>' +
        '<p>При получении заказа проверьте упаковку при курьере. Если товар не соответствует описанию, оформите возврат в течение 14 дней — деньги вернутся к вам.</p>',
    },
    icon: 'shield-check',
    color: '#059669',
    daysAgo: 88,
  },
];

export const demoFaqs: DemoFaq[] = [
  {
    question: {
      az: 'Bakıda sifariş nə vaxt çatdırılır?',
      en: 'How long does delivery take in Baku?',
      ru: 'Сколько идёт доставка по Баку?',
    },
    answer: {
      az: 'Bakı, Sumqayıt və Abşeron daxilində sifarişlər adətən 1–2 iş günü ərzində çatdırılır. Bir çox satıcı saat 12:00-a qədər verilmiş sifarişləri elə həmin gün göndərir. 50 manatdan yuxarı sifarişlərdə Bakı daxilində çatdırılma pulsuzdur, digər hallarda 3 manatdır.',
      en: 'Within Baku, Sumgayit and the Absheron peninsula, orders usually arrive in 1–2 working days. Many sellers ship orders placed before 12:00 on the same day. Delivery within Baku is free for orders over 50 AZN and costs 3 AZN otherwise.',
      ru: 'По Баку, Сумгайыту и Апшерону заказы обычно доставляются за 1–2 рабочих дня. Многие продавцы отправляют заказы, оформленные до 12:00, в тот же день. Доставка по Баку бесплатна для заказов от 50 манатов, в остальных случаях — 3 маната.',
    },
  },
  {
    question: {
      az: 'Regionlara çatdırılma varmı və nə qədər çəkir?',
      en: 'Do you deliver to the regions, and how long does it take?',
      ru: 'Есть ли доставка в регионы и сколько она занимает?',
    },
    answer: {
      az: 'Bəli, Azərbaycanın bütün şəhər və rayonlarına çatdırırıq. Gəncə, Şəki, Lənkəran, Quba, Mingəçevir və digər regionlara çatdırılma 2–5 iş günü çəkir. Qiymət sifarişin çəkisindən və ünvandan asılıdır və sifarişi təsdiqləməzdən əvvəl göstərilir. İri məişət texnikası bəzi kəndlərə ən yaxın təhvil məntəqəsinə qədər çatdırıla bilər.',
      en: 'Yes, we deliver to every town and district in Azerbaijan. Delivery to Ganja, Sheki, Lankaran, Guba, Mingachevir and other regions takes 2–5 working days. The price depends on the weight of the order and the address and is shown before you confirm the order. Large appliances may be delivered to the nearest pickup point for some villages.',
      ru: 'Да, мы доставляем во все города и районы Азербайджана. Доставка в Гянджу, Шеки, Ленкорань, Губу, Мингячевир и другие регионы занимает 2–5 рабочих дней. Стоимость зависит от веса заказа и адреса и показывается до подтверждения заказа. Крупную технику в некоторые сёла могут доставить до ближайшего пункта выдачи.',
    },
  },
  {
    question: {
      az: 'Hansı ödəniş üsulları mövcuddur?',
      en: 'Which payment methods can I use?',
      ru: 'Какие способы оплаты доступны?',
    },
    answer: {
      az: 'Sifarişi üç üsulla ödəyə bilərsiniz: istənilən Visa və ya Mastercard bank kartı ilə onlayn, Bazar pul kisəsindəki balansla və ya çatdırılma zamanı kuryerə nağd. Onlayn ödəniş bankın təhlükəsiz səhifəsində aparılır, kart məlumatlarınız bizdə saxlanılmır.',
      en: "You can pay in three ways: online with any Visa or Mastercard bank card, with the balance in your Bazar wallet, or in cash to the courier on delivery. Online payments are made on the bank's secure page, and we do not store your card details.",
      ru: 'Оплатить заказ можно тремя способами: онлайн любой банковской картой Visa или Mastercard, балансом кошелька Bazar или наличными курьеру при получении. Онлайн-оплата проходит на защищённой странице банка, данные вашей карты у нас не хранятся.',
    },
  },
  {
    question: {
      az: 'Hissə-hissə almaq mümkündürmü?',
      en: 'Can I pay in instalments?',
      ru: 'Можно ли купить в рассрочку?',
    },
    answer: {
      az: 'Bəli. “Hissə-hissə” nişanı olan məhsulları tərəfdaş bankların taksit kartları ilə 3, 6, 12 və ya 18 aya bölə bilərsiniz; bir çox məhsulda 3–6 ay faizsizdir. Taksit kartınız yoxdursa, səbətdən onlayn kredit müraciəti göndərin — bank adətən bir neçə dəqiqəyə cavab verir.',
      en: "Yes. Products with the “Instalments” badge can be split into 3, 6, 12 or 18 monthly payments with partner banks' instalment cards; for many products 3–6 months are interest-free. If you do not have an instalment card, apply for an online loan from the basket — the bank usually answers within minutes.",
      ru: 'Да. Товары со значком «Рассрочка» можно оплатить картами рассрочки банков-партнёров на 3, 6, 12 или 18 месяцев; для многих товаров 3–6 месяцев без процентов. Если карты рассрочки нет, отправьте заявку на онлайн-кредит из корзины — банк обычно отвечает за несколько минут.',
    },
  },
  {
    question: {
      az: 'Məhsulu necə qaytara bilərəm?',
      en: 'How do I return a product?',
      ru: 'Как вернуть товар?',
    },
    answer: {
      az: 'Məhsulu təhvil aldığınız gündən 14 gün ərzində qaytara bilərsiniz, əgər o istifadə olunmayıbsa, əmtəə görünüşü, etiketləri və qablaşdırması saxlanılıbsa. “Sifarişlərim” bölməsində qaytarma müraciəti yaradın, kuryer məhsulu ünvanınızdan pulsuz götürəcək. Gigiyena vasitələri, alt paltarı və tez xarab olan ərzaq keyfiyyətli olduqda qaytarılmır.',
      en: 'You can return a product within 14 days of receiving it, provided it has not been used and keeps its original condition, labels and packaging. Open a return request under “My orders” and a courier will collect the item from your address free of charge. Hygiene products, underwear and perishable food cannot be returned unless they are faulty.',
      ru: 'Вернуть товар можно в течение 14 дней с момента получения, если он не был в использовании и сохранены товарный вид, ярлыки и упаковка. Оформите заявку на возврат в разделе «Мои заказы», и курьер бесплатно заберёт товар с вашего адреса. Средства гигиены, нижнее бельё и скоропортящиеся продукты надлежащего качества возврату не подлежат.',
    },
  },
  {
    question: {
      az: 'Qaytarmadan sonra pulum nə vaxt geri qayıdır?',
      en: 'When do I get my money back after a return?',
      ru: 'Когда вернутся деньги после возврата?',
    },
    answer: {
      az: 'Satıcı məhsulu qəbul edib yoxladıqdan sonra pul 1–3 iş günü ərzində qaytarılır. Kartla ödənişdə vəsaitin hesabınıza düşməsi bankdan asılı olaraq 10 iş gününə qədər çəkə bilər. Nağd ödənilmiş sifarişlərdə məbləğ Bazar pul kisəsinə və ya göstərdiyiniz kart hesabına köçürülür.',
      en: 'The refund is issued within 1–3 working days after the seller receives and checks the item. For card payments, it may take up to 10 working days for the money to reach your account, depending on your bank. For orders paid in cash, the amount goes to your Bazar wallet or to a card account of your choice.',
      ru: 'Деньги возвращаются в течение 1–3 рабочих дней после того, как продавец получит и проверит товар. При оплате картой зачисление может занять до 10 рабочих дней в зависимости от банка. За заказы, оплаченные наличными, сумма перечисляется в кошелёк Bazar или на указанный вами счёт карты.',
    },
  },
  {
    question: {
      az: 'Sifarişimi necə izləyə bilərəm?',
      en: 'How can I track my order?',
      ru: 'Как отследить заказ?',
    },
    answer: {
      az: 'Sifarişin vəziyyəti “Sifarişlərim” bölməsində göstərilir: təsdiqləndi, göndərildi, kuryerdədir, çatdırıldı. Hər mərhələdə sizə SMS və e-poçt bildirişi gəlir. Kuryer yola çıxanda onun telefon nömrəsi və təxmini gəliş vaxtı da göstərilir.',
      en: 'The status of your order is shown under “My orders”: confirmed, shipped, out for delivery, delivered. You receive an SMS and e-mail notification at every stage. When the courier sets off, their phone number and estimated arrival time are shown as well.',
      ru: 'Статус заказа отображается в разделе «Мои заказы»: подтверждён, отправлен, у курьера, доставлен. На каждом этапе вы получаете SMS и письмо на электронную почту. Когда курьер выезжает, показываются его номер телефона и примерное время прибытия.',
    },
  },
  {
    question: {
      az: 'Promokod və hədiyyə kartından necə istifadə edim?',
      en: 'How do I use a promo code or a gift card?',
      ru: 'Как использовать промокод или подарочную карту?',
    },
    answer: {
      az: 'Promokodu səbətdə “Promokod” sahəsinə daxil edin — endirim dərhal hesablanır. Hər sifarişdə yalnız bir promokod istifadə oluna bilər və onun minimal sifariş məbləği ola bilər. Hədiyyə kartının kodunu isə profilinizdə aktivləşdirin: məbləğ Bazar pul kisəsinə əlavə olunur və istənilən məhsula xərclənə bilər. Hədiyyə kartı 1 il qüvvədədir.',
      en: 'Enter the promo code in the “Promo code” field in your basket and the discount is applied immediately. Only one promo code can be used per order, and it may have a minimum order amount. Activate a gift card code in your profile: the amount is added to your Bazar wallet and can be spent on any product. Gift cards are valid for one year.',
      ru: 'Введите промокод в поле «Промокод» в корзине — скидка применится сразу. В одном заказе можно использовать только один промокод, и у него может быть минимальная сумма заказа. Код подарочной карты активируйте в профиле: сумма зачисляется в кошелёк Bazar и её можно потратить на любой товар. Подарочная карта действует один год.',
    },
  },
  {
    question: {
      az: 'Bazar-da necə satıcı ola bilərəm?',
      en: 'How can I become a seller on Bazar?',
      ru: 'Как стать продавцом на Bazar?',
    },
    answer: {
      az: 'Saytın aşağı hissəsindəki “Satıcı ol” bölməsində müraciət formunu doldurun. Fərdi sahibkar və ya hüquqi şəxs olmalısınız, VÖEN və bank rekvizitləri tələb olunur. Müraciət 3 iş günü ərzində yoxlanılır, təsdiqdən sonra satıcı kabinetində mağazanızı yaradıb məhsul əlavə edə bilərsiniz.',
      en: 'Fill in the application form under “Become a seller” at the bottom of the site. You need to be a registered sole trader or a company, with a tax ID (VOEN) and bank details. Applications are reviewed within 3 working days; once approved, you can set up your shop in the seller dashboard and add products.',
      ru: 'Заполните заявку в разделе «Стать продавцом» внизу сайта. Нужно быть индивидуальным предпринимателем или юридическим лицом, потребуются ИНН (VÖEN) и банковские реквизиты. Заявка проверяется в течение 3 рабочих дней; после одобрения вы сможете создать магазин в кабинете продавца и добавить товары.',
    },
  },
  {
    question: {
      az: 'Dəstək xidməti ilə necə əlaqə saxlayım?',
      en: 'How do I contact customer support?',
      ru: 'Как связаться со службой поддержки?',
    },
    answer: {
      az: 'Dəstək xidmətimiz bazar ertəsindən cümə axşamınadək saat 09:00-dan 18:00-dək işləyir. *1234 qısa nömrəsinə zəng edin, saytdakı çatda yazın və ya support@bazar.az ünvanına məktub göndərin. İş saatlarından kənar gələn müraciətlərə növbəti iş günü cavab veririk.',
      en: 'Our support team works Monday to Thursday from 09:00 to 18:00. Call the short number *1234, write to us in the chat on the website or send an e-mail to support@bazar.az. Requests received outside working hours are answered on the next working day.',
      ru: 'Служба поддержки работает с понедельника по четверг с 09:00 до 18:00. Позвоните на короткий номер *1234, напишите в чат на сайте или отправьте письмо на support@bazar.az. На обращения, полученные в нерабочее время, мы отвечаем в следующий рабочий день.',
    },
  },
];
