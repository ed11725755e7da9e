import type { DemoPage } from './demo-data.types.js';

export const demoPages: DemoPage[] = [
  {
    slug: 'buyer-agreement',
    title: { az: 'Alıcı razılaşması', en: 'Buyer agreement', ru: 'Пользовательское соглашение' },
    body: {
      az:
        '<h2>1. Ümumi müddəalar</h2>' +
        '<p>Bu Alıcı razılaşması (bundan sonra — “Razılaşma”) bazar.az saytı (bundan sonra — “Platforma”) vasitəsilə mal alan şəxslər (bundan sonra — “Alıcı”), Platformanın operatoru (bundan sonra — “Bazar”) və Platformada mal satan fiziki və hüquqi şəxslər (bundan sonra — “Satıcı”) arasındakı münasibətləri tənzimləyir.</p>' +
        '<p>Bazar Satıcılarla Alıcılar arasında vasitəçi kimi çıxış edir: Platformanın işini, ödənişlərin qəbulunu və çatdırılmanın təşkilini təmin edir. Malın satıcısı, onun keyfiyyətinə, təsvirinin düzgünlüyünə və zəmanət öhdəliklərinə görə cavabdeh olan şəxs məhsul səhifəsində göstərilən Satıcıdır.</p>' +
        '<p>Platformada qeydiyyatdan keçməklə və ya sifariş verməklə Alıcı bu Razılaşmanı oxuduğunu və onun şərtlərini tam qəbul etdiyini təsdiq edir.</p>' +
        '<h2>2. Qeydiyyat və hesab</h2>' +
        '<ul>' +
        '<li>Sifariş vermək üçün Alıcı mobil nömrəsi ilə qeydiyyatdan keçir və özü haqqında doğru məlumat təqdim edir.</li>' +
        '<li>Alıcı hesabına giriş məlumatlarının məxfiliyinə görə özü cavabdehdir və hesabından icazəsiz istifadə edildiyini bildikdə dərhal Bazara məlumat verməlidir.</li>' +
        '<li>18 yaşına çatmamış şəxslər sifarişləri valideynlərinin və ya qanuni nümayəndələrinin razılığı ilə verirlər.</li>' +
        '<li>Alıcı hesabını istənilən vaxt profildəki “Məlumatlarım” bölməsində silə bilər. Alıcının fərdi məlumatları Məxfilik siyasətinə uyğun olaraq emal edilir və saxlanılır.</li>' +
        '</ul>' +
        '<h2>3. Sifarişin verilməsi və təsdiqi</h2>' +
        '<p>Alıcı səbətdəki malları və ödəniş üsulunu təsdiqlədiyi andan sifariş verilmiş hesab olunur. Satıcı sifarişi 24 saat ərzində təsdiqləyir. Mal stokda olmadıqda və ya qiymətdə aşkar texniki səhv olduqda Satıcı sifarişi ləğv edə bilər; bu halda ödənilmiş məbləğ Alıcıya tam həcmdə qaytarılır.</p>' +
        '<h2>4. Qiymətlər və ödəniş</h2>' +
        '<p>Platformadakı bütün qiymətlər <strong>Azərbaycan manatı (AZN)</strong> ilə göstərilir və qanunvericiliklə nəzərdə tutulmuş bütün vergiləri, o cümlədən tətbiq olunduğu hallarda ƏDV-ni əhatə edir. Çatdırılmanın dəyəri ayrıca göstərilir və sifariş təsdiqlənməzdən əvvəl Alıcıya bildirilir. Sifariş təsdiqləndikdən sonra onun qiyməti dəyişdirilmir.</p>' +
        '<p>Ödəniş üsulunu Alıcı sifarişi rəsmiləşdirərkən seçir: çatdırılma zamanı kuryerə nağd, bankın təhlükəsiz səhifəsində bank kartı ilə, Bazar pul kisəsindən, partnyor bank kartı ilə hissə-hissə və ya hədiyyə kartı ilə. Sifarişin yekun məbləği, çatdırılma daxil olmaqla, sifariş təsdiqlənməzdən əvvəl göstərilir.</p>' +
        '<h2>5. Çatdırılma və təhvil</h2>' +
        '<p>Mal Alıcının göstərdiyi ünvana, sifariş zamanı seçilə bilən şəhər və rayonlar daxilində çatdırılır; çatdırılmanın növü (standart və ya təcili) və dəyəri sifariş təsdiqlənməzdən əvvəl göstərilir. Alıcı malı təhvil alarkən kuryerin yanında qablaşdırmanın bütövlüyünü və malın xarici görünüşünü yoxlamalıdır.</p>' +
        '<p>Alıcı əsaslı səbəb olmadan sifarişi təhvil almaqdan <strong>ardıcıl 4 (dörd) dəfə</strong> imtina edərsə, Bazar həmin Alıcının sifarişlərini ləğv etmək hüququna malikdir. Əsaslı səbəb dedikdə malın təsvirə uyğun gəlməməsi, qüsurlu olması, çatdırılma müddətinin pozulması və Alıcıdan asılı olmayan digər hallar başa düşülür.</p>' +
        '<h2>6. Malın qaytarılması və dəyişdirilməsi</h2>' +
        '<p>Alıcı keyfiyyətli malı təhvil aldığı gündən 14 gün ərzində, mal istifadə olunmayıbsa, əmtəə görünüşü, etiketləri və qablaşdırması saxlanılıbsa, qaytara və ya dəyişdirə bilər. Gigiyena vasitələri, alt paltarı, qablaşdırması açılmış kosmetika, tez xarab olan ərzaq və Alıcının fərdi sifarişi ilə hazırlanmış mallar keyfiyyətli olduqda qaytarılmır.</p>' +
        '<p>Malda qüsur aşkar edildikdə Alıcı “İstehlakçıların hüquqlarının müdafiəsi haqqında” Azərbaycan Respublikasının Qanununa uyğun olaraq malın dəyişdirilməsini, təmirini və ya pulun qaytarılmasını tələb edə bilər. Qaytarılan malın dəyəri Satıcı malı qəbul edib yoxladıqdan sonra 1–3 iş günü ərzində ödənişin edildiyi üsulla qaytarılır.</p>' +
        '<h2>7. Tərəflərin hüquq və öhdəlikləri</h2>' +
        '<h3>Bazar</h3>' +
        '<ul><li>Platformanın fasiləsiz və təhlükəsiz işləməsini təmin edir;</li><li>ödənişləri qəbul edir və qaytarmaları həyata keçirir;</li><li>Alıcı ilə Satıcı arasındakı mübahisələrin həllində vasitəçilik edir;</li><li>qaydaları pozan Satıcıların məhsullarını Platformadan çıxarmaq hüququna malikdir.</li></ul>' +
        '<h3>Satıcı</h3>' +
        '<ul><li>mal haqqında doğru və tam məlumat yerləşdirir;</li><li>malı vaxtında və lazımi qablaşdırmada göndərir;</li><li>zəmanət və qaytarma öhdəliklərini yerinə yetirir.</li></ul>' +
        '<h3>Alıcı</h3>' +
        '<ul><li>doğru əlaqə və ünvan məlumatı göstərir;</li><li>sifarişi vaxtında qəbul edir və ödəyir;</li><li>rəylərdə təhqiredici, reklam xarakterli və ya yalan məlumat yerləşdirmir.</li></ul>' +
        '<h2>8. Məsuliyyətin məhdudlaşdırılması</h2>' +
        '<p>Bazar Alıcının yanlış ünvan və ya əlaqə məlumatı göstərməsi nəticəsində yaranan gecikmələrə, həmçinin fors-major hallarına (təbii fəlakətlər, dövlət orqanlarının qərarları, rabitə və elektrik şəbəkələrində qəzalar) görə məsuliyyət daşımır.</p>' +
        '<h2>9. Mübahisələrin həlli</h2>' +
        '<p>Bu Razılaşma ilə bağlı yaranan mübahisələr ilk növbədə danışıqlar yolu ilə həll edilir. Alıcı şikayətini dəstək xidmətinə göndərir və tərəflər mübahisəni <strong>5 (beş) iş günü</strong> ərzində sülh yolu ilə həll etməyə çalışırlar. Bu müddətdə razılıq əldə olunmazsa, mübahisə Azərbaycan Respublikasının qanunvericiliyinə uyğun olaraq Azərbaycan Respublikasının məhkəmələrində həll edilir.</p>' +
        '<h2>10. Yekun müddəalar</h2>' +
        '<p>Bazar bu Razılaşmaya dəyişiklik edə bilər. Yeni versiya qüvvəyə minəcəyi tarixlə Platformada dərc olunur və həmin tarixdən əvvəl elan edilir: hesabına daxil olmuş Alıcıya saytda bildiriş göstərilir, həmçinin e-poçtla məktub göndərilir. Dəyişikliklərlə razı olmayan Alıcı onlar qüvvəyə minənədək hesabını silə bilər. Dəyişikliklər artıq verilmiş sifarişlərə şamil edilmir. Razılaşma Azərbaycan, ingilis və rus dillərində dərc olunur; mətnlər arasında uyğunsuzluq olduqda Azərbaycan dilindəki mətn əsas götürülür. Suallarınız üçün: *1234, support@bazar.az.</p>',
      en:
        '<h2>1. General provisions</h2>' +
        '<p>This Buyer agreement (the “Agreement”) governs the relationship between people who buy goods through the bazar.az website (the “Platform”) (the “Buyer”), the operator of the Platform (“Bazar”), and the individuals and companies that sell goods on the Platform (the “Seller”).</p>' +
        '<p>Bazar acts as an intermediary between Sellers and Buyers: it runs the Platform, accepts payments and organises delivery. The seller of the goods, responsible for their quality, the accuracy of their description and the warranty, is the Seller named on the product page.</p>' +
        '<p>By registering on the Platform or placing an order, the Buyer confirms that they have read this Agreement and accept its terms in full.</p>' +
        '<h2>2. Registration and account</h2>' +
        '<ul>' +
        '<li>To place orders, the Buyer registers with a mobile number and provides accurate information about themselves.</li>' +
        '<li>The Buyer is responsible for keeping their login details confidential and must inform Bazar immediately if they become aware of unauthorised use of their account.</li>' +
        '<li>Persons under 18 place orders with the consent of their parents or legal guardians.</li>' +
        '<li>The Buyer may delete their account at any time under “My data” in the profile. The Buyer’s personal data is processed and kept as the Privacy policy describes.</li>' +
        '</ul>' +
        '<h2>3. Placing and confirming an order</h2>' +
        '<p>An order is placed when the Buyer confirms the items in the basket and the payment method. The Seller confirms the order within 24 hours. If an item is out of stock or its price contains an obvious technical error, the Seller may cancel the order; in that case any amount paid is refunded to the Buyer in full.</p>' +
        '<h2>4. Prices and payment</h2>' +
        '<p>All prices on the Platform are shown in <strong>Azerbaijani manat (AZN)</strong> and include all taxes required by law, including VAT where it applies. The delivery charge is shown separately and communicated to the Buyer before the order is confirmed. Once an order is confirmed, its price does not change.</p>' +
        '<p>The Buyer chooses how to pay when placing the order: in cash to the courier on delivery, by bank card on the bank’s secure page, from the Bazar wallet, in instalments with a partner bank card, or with a gift card. The total of the order, delivery included, is shown before the order is confirmed.</p>' +
        '<h2>5. Delivery and handover</h2>' +
        '<p>Goods are delivered to the address given by the Buyer, within the cities and districts that can be chosen at checkout; the type of delivery (standard or urgent) and its cost are shown before the order is confirmed. When receiving the goods, the Buyer should check the packaging and the outward condition of the item in the presence of the courier.</p>' +
        "<p>If the Buyer refuses to accept delivery <strong>4 (four) consecutive times</strong> without a valid reason, Bazar may cancel that Buyer's orders. Valid reasons include goods that do not match their description, defective goods, late delivery and other circumstances beyond the Buyer's control.</p>" +
        '<h2>6. Returns and exchanges</h2>' +
        "<p>The Buyer may return or exchange goods of proper quality within 14 days of receiving them, provided they have not been used and keep their original condition, labels and packaging. Hygiene products, underwear, opened cosmetics, perishable food and items made to the Buyer's individual order cannot be returned unless they are defective.</p>" +
        '<p>If a defect is found, the Buyer may demand a replacement, repair or refund in accordance with the Law of the Republic of Azerbaijan “On Consumer Rights Protection”. Refunds for returned goods are made within 1–3 working days after the Seller receives and inspects them, using the original payment method.</p>' +
        '<h2>7. Rights and obligations of the parties</h2>' +
        '<h3>Bazar</h3>' +
        '<ul><li>keeps the Platform running smoothly and securely;</li><li>accepts payments and processes refunds;</li><li>mediates disputes between Buyers and Sellers;</li><li>may remove the products of Sellers who break the rules.</li></ul>' +
        '<h3>The Seller</h3>' +
        '<ul><li>publishes accurate and complete information about the goods;</li><li>ships goods on time and properly packed;</li><li>fulfils warranty and return obligations.</li></ul>' +
        '<h3>The Buyer</h3>' +
        '<ul><li>provides correct contact and address details;</li><li>accepts and pays for orders on time;</li><li>does not post offensive, promotional or false content in reviews.</li></ul>' +
        '<h2>8. Limitation of liability</h2>' +
        '<p>Bazar is not liable for delays caused by an incorrect address or contact details provided by the Buyer, or for force majeure events such as natural disasters, decisions of public authorities and failures of communication or power networks.</p>' +
        '<h2>9. Dispute resolution</h2>' +
        '<p>Disputes arising from this Agreement are settled first through negotiation. The Buyer sends their complaint to customer support, and the parties try to settle the dispute amicably within <strong>5 (five) working days</strong>. If no agreement is reached within that period, the dispute is resolved by the courts of the Republic of Azerbaijan in accordance with the law of the Republic of Azerbaijan.</p>' +
        '<h2>10. Final provisions</h2>' +
        '<p>Bazar may amend this Agreement. A new version is published on the Platform with the date on which it takes effect and is announced before that date: a signed-in Buyer sees a notice on the site, and an e-mail is sent as well. A Buyer who does not agree with the amendments may delete their account before they take effect. Amendments do not apply to orders already placed. The Agreement is published in Azerbaijani, English and Russian; in case of any discrepancy, the Azerbaijani text prevails. Questions: *1234, support@bazar.az.</p>',
      ru:
        '<h2>1. Общие положения</h2>' +
        '<p>Настоящее Пользовательское соглашение (далее — «Соглашение») регулирует отношения между лицами, покупающими товары через сайт bazar.az (далее — «Платформа») (далее — «Покупатель»), оператором Платформы (далее — «Bazar») и физическими и юридическими лицами, продающими товары на Платформе (далее — «Продавец»).</p>' +
        '<p>Bazar выступает посредником между Продавцами и Покупателями: обеспечивает работу Платформы, приём платежей и организацию доставки. Продавцом товара, ответственным за его качество, достоверность описания и гарантийные обязательства, является Продавец, указанный на странице товара.</p>' +
        '<p>Регистрируясь на Платформе или оформляя заказ, Покупатель подтверждает, что ознакомился с настоящим Соглашением и полностью принимает его условия.</p>' +
        '<h2>2. Регистрация и учётная запись</h2>' +
        '<ul>' +
        '<li>Для оформления заказов Покупатель регистрируется по номеру мобильного телефона и предоставляет достоверные сведения о себе.</li>' +
        '<li>Покупатель самостоятельно отвечает за сохранность данных для входа и обязан немедленно сообщить Bazar, если узнает о несанкционированном использовании своей учётной записи.</li>' +
        '<li>Лица, не достигшие 18 лет, оформляют заказы с согласия родителей или законных представителей.</li>' +
        '<li>Покупатель может в любое время удалить учётную запись в разделе «Мои данные» профиля. Персональные данные Покупателя обрабатываются и хранятся в соответствии с Политикой конфиденциальности.</li>' +
        '</ul>' +
        '<h2>3. Оформление и подтверждение заказа</h2>' +
        '<p>Заказ считается оформленным с момента, когда Покупатель подтвердил товары в корзине и способ оплаты. Продавец подтверждает заказ в течение 24 часов. Если товара нет в наличии или в цене допущена очевидная техническая ошибка, Продавец вправе отменить заказ; в этом случае оплаченная сумма возвращается Покупателю в полном объёме.</p>' +
        '<h2>4. Цены и оплата</h2>' +
        '<p>Все цены на Платформе указаны в <strong>азербайджанских манатах (AZN)</strong> и включают все предусмотренные законодательством налоги, в том числе НДС, если он применяется. Стоимость доставки указывается отдельно и сообщается Покупателю до подтверждения заказа. После подтверждения заказа его цена не меняется.</p>' +
        '<p>Способ оплаты Покупатель выбирает при оформлении заказа: наличными курьеру при получении, банковской картой на защищённой странице банка, из кошелька Bazar, в рассрочку картой банка-партнёра или подарочной картой. Итоговая сумма заказа вместе с доставкой показывается до подтверждения заказа.</p>' +
        '<h2>5. Доставка и получение</h2>' +
        '<p>Товар доставляется по адресу, указанному Покупателем, в пределах городов и районов, которые можно выбрать при оформлении заказа; вид доставки (стандартная или срочная) и её стоимость показываются до подтверждения заказа. При получении Покупатель должен в присутствии курьера проверить целостность упаковки и внешний вид товара.</p>' +
        '<p>Если Покупатель без уважительной причины <strong>4 (четыре) раза подряд</strong> отказывается принять доставку, Bazar вправе отменить заказы этого Покупателя. Уважительными причинами считаются несоответствие товара описанию, брак, нарушение сроков доставки и иные обстоятельства, не зависящие от Покупателя.</p>' +
        '<h2>6. Возврат и обмен товара</h2>' +
        '<p>Покупатель вправе вернуть или обменять товар надлежащего качества в течение 14 дней с момента получения, если он не был в использовании и сохранены его товарный вид, ярлыки и упаковка. Средства гигиены, нижнее бельё, вскрытая косметика, скоропортящиеся продукты и товары, изготовленные по индивидуальному заказу Покупателя, надлежащего качества возврату не подлежат.</p>' +
        '<p>При обнаружении брака Покупатель вправе потребовать замены, ремонта или возврата денег в соответствии с Законом Азербайджанской Республики «О защите прав потребителей». Деньги за возвращённый товар возвращаются тем же способом, которым была произведена оплата, в течение 1–3 рабочих дней после того, как Продавец получит и проверит товар.</p>' +
        '<h2>7. Права и обязанности сторон</h2>' +
        '<h3>Bazar</h3>' +
        '<ul><li>обеспечивает бесперебойную и безопасную работу Платформы;</li><li>принимает платежи и осуществляет возвраты;</li><li>выступает посредником при урегулировании споров между Покупателем и Продавцом;</li><li>вправе снимать с Платформы товары Продавцов, нарушающих правила.</li></ul>' +
        '<h3>Продавец</h3>' +
        '<ul><li>размещает достоверную и полную информацию о товаре;</li><li>отправляет товар вовремя и в надлежащей упаковке;</li><li>выполняет гарантийные обязательства и обязательства по возврату.</li></ul>' +
        '<h3>Покупатель</h3>' +
        '<ul><li>указывает верные контактные данные и адрес;</li><li>своевременно принимает и оплачивает заказ;</li><li>не размещает в отзывах оскорбительную, рекламную или ложную информацию.</li></ul>' +
        '<h2>8. Ограничение ответственности</h2>' +
        '<p>Bazar не несёт ответственности за задержки, вызванные указанием Покупателем неверного адреса или контактных данных, а также за обстоятельства непреодолимой силы (стихийные бедствия, решения государственных органов, аварии в сетях связи и электроснабжения).</p>' +
        '<h2>9. Разрешение споров</h2>' +
        '<p>Споры, связанные с настоящим Соглашением, в первую очередь решаются путём переговоров. Покупатель направляет претензию в службу поддержки, и стороны стремятся урегулировать спор мирным путём в течение <strong>5 (пяти) рабочих дней</strong>. Если за это время согласие не достигнуто, спор разрешается в судах Азербайджанской Республики в соответствии с законодательством Азербайджанской Республики.</p>' +
        '<h2>10. Заключительные положения</h2>' +
        '<p>Bazar вправе вносить изменения в настоящее Соглашение. Новая редакция публикуется на Платформе с датой вступления в силу и объявляется до этой даты: Покупатель, вошедший в учётную запись, видит уведомление на сайте, кроме того, отправляется письмо по электронной почте. Покупатель, не согласный с изменениями, может удалить учётную запись до их вступления в силу. Изменения не распространяются на уже оформленные заказы. Соглашение публикуется на азербайджанском, английском и русском языках; при расхождении текстов преимущество имеет текст на азербайджанском языке. Вопросы: *1234, support@bazar.az.</p>',
    },
  },
  {
    slug: 'privacy-policy',
    title: { az: 'Məxfilik siyasəti', en: 'Privacy policy', ru: 'Политика конфиденциальности' },
    body: {
      az:
        '<p>Bu Məxfilik siyasəti Bazar platformasının (bazar.az saytı) istifadəçilərinin fərdi məlumatlarının necə toplandığını, istifadə edildiyini, saxlanıldığını və qorunduğunu izah edir. Platformadan istifadə etməklə bu siyasətlə tanış olduğunuzu təsdiq edirsiniz.</p>' +
        '<h2>1. Topladığımız məlumatlar</h2>' +
        '<ul>' +
        '<li><strong>Hesab məlumatları:</strong> ad, soyad, mobil nömrə, e-poçt ünvanı, həmçinin profildə özünüzün əlavə etdiyiniz ata adı, doğum tarixi, cins, ailə vəziyyəti, əlavə telefon nömrəsi və şəkil.</li>' +
        '<li><strong>Sifariş məlumatları:</strong> çatdırılma ünvanları, alınmış mallar, ödəniş üsulu və məbləğlər, hədiyyə kartları və pul kisəsi əməliyyatları.</li>' +
        '<li><strong>Alış-veriş seçimləri:</strong> səbət, seçilmişlər və mal yenidən stokda olanda xəbər vermək üçün sorğular.</li>' +
        '<li><strong>Yazışmalar:</strong> stokda olmayan məhsul barədə satıcıya göndərdiyiniz sorğular, çatdırılma barədə rəyləriniz, dəstək xidmətinə müraciətləriniz və kredit sorğularınız.</li>' +
        '<li><strong>Razılıqlar:</strong> kukilər, analitika, marketinq və xəritə barədə seçimləriniz, həmçinin qəbul etdiyiniz Məxfilik siyasəti və Alıcı razılaşması versiyaları — versiyası və vaxtı ilə.</li>' +
        '<li><strong>Texniki məlumatlar:</strong> IP ünvanı, brauzer və cihaz növü, dil seçimi, hesaba girişlər (sessiyalar) və açılmayan səhifələr barədə xəta hesabatları.</li>' +
        '</ul>' +
        '<h2>2. Məlumatlardan necə istifadə edirik</h2>' +
        '<p>Məlumatlarınızdan sifarişlərin icrası və çatdırılması, qaytarmaların emalı, sizinlə əlaqə saxlamaq, fırıldaqçılığın qarşısını almaq və xidməti təkmilləşdirmək üçün istifadə edirik. Fərdi məlumatlarınızı heç kimə satmırıq.</p>' +
        '<p>Təkliflər və promo kodlar barədə bildirişləri “Bildiriş ayarları”nda seçdiyiniz kimi göndəririk: saytda və e-poçtla — siz söndürənədək, SMS ilə isə yalnız siz bunu yandırdıqda. Emalı məhdudlaşdırmış istifadəçilərə və valideyn razılığı qeydə alınmamış 13 yaşınadək uşaqların hesablarına heç bir kanalla təklif göndərilmir.</p>' +
        '<h2>3. Ödəniş məlumatları</h2>' +
        '<p>Kartla ödəniş bankın öz təhlükəsiz səhifəsində aparılır, ona görə də Bazar kartınızın nömrəsini görmür. Sifarişləriniz və sorğularınız barədə bildirişləri saytda, SMS və e-poçtla “Bildiriş ayarları”nda seçdiyiniz kimi göndəririk. <strong>Ödəniş məlumatları heç vaxt faylda saxlanılmır</strong> — nə serverlərimizdə, nə jurnal fayllarında, nə də ehtiyat nüsxələrdə: sifarişdə yalnız ödəniş üsulu və məbləğ qeyd olunur.</p>' +
        '<h2>4. Kukilər, lokal yaddaş və sessiyalar</h2>' +
        '<p>Sayt kukilərdən və brauzerin lokal yaddaşından (local storage) yalnız aşağıdakı məqsədlərlə istifadə edir:</p>' +
        '<ul>' +
        '<li><strong>Giriş sessiyasının kukisi</strong> hesabınıza daxil olmuş vəziyyətdə qalmağınız üçündür; səhifədəki skriptlər onu oxuya bilmir.</li>' +
        '<li><strong>Cari istifadəçinin kukisi</strong> saytın başlığında adınızı göstərmək üçündür; onun surəti lokal yaddaşda da saxlanılır.</li>' +
        '<li><strong>Dil</strong> — seçdiyiniz dil kukidə və lokal yaddaşda saxlanılır.</li>' +
        '<li><strong>Qeydiyyatsız istifadəçinin səbəti və seçilmişləri</strong> kukilərdə saxlanılır, surəti lokal yaddaşdadır.</li>' +
        '<li><strong>Razılıq seçiminiz</strong> və onu qeydə almaq üçün yaradılan təsadüfi ziyarətçi identifikatoru kukilərdə <strong>1 il</strong> saxlanılır.</li>' +
        '<li><strong>Texniki kukilər:</strong> bir əməliyyatdan sonra bir dəfə göstərilən bildiriş, Google və ya Facebook ilə daxil olarkən girişin yoxlanılması üçün qısamüddətli kuki, həmçinin ekranın mobil görünüş üçün dar olub-olmaması (kukidə və lokal yaddaşda).</li>' +
        '</ul>' +
        '<p><strong>Sessiyalar</strong> serverdə saxlanılır və sizi təhlükəsiz şəkildə tanımaq, sifarişin rəsmiləşdirilməsi zamanı addımlar arasında məlumatı qorumaq və hesabınızı icazəsiz girişdən müdafiə etmək üçün istifadə olunur; onları profildə “Aktiv seanslar” bölməsində görə bilərsiniz.</p>' +
        '<p>Razılığınız olmadan üçüncü tərəflərin kukiləri yazılmır. Brauzer ayarlarında kukiləri silə və ya bloklaya bilərsiniz, lakin bu halda hesaba giriş və səbət düzgün işləməyə bilər.</p>' +
        '<h2>5. Analitika pikseli və xəritə xidməti</h2>' +
        '<p><strong>Analitika pikseli.</strong> Platformanın operatoru analitikanı qoşubsa, Google Analytics 4 yalnız siz kuki bannerində analitikaya razılıq verdikdən sonra yüklənir. Banner ilk ziyarətinizdə göstərilir; seçiminizi istənilən vaxt səhifənin aşağısındakı “Kuki ayarları” keçidi ilə dəyişə bilərsiniz. “Marketinq” razılığı Google consent mode vasitəsilə Google-un reklam imkanlarına — reklam yaddaşına və reklamın fərdiləşdirilməsinə — icazə verir. Razılıq olmadan başqa hostdan heç bir skript yüklənmir və ziyarətiniz barədə heç bir məlumat kənara göndərilmir. Emalı məhdudlaşdırmış istifadəçilər üçün, bannerdəki seçimdən asılı olmayaraq, analitika işləmir. Hər seçim versiyası və vaxtı ilə qeydə alınır.</p>' +
        '<p>Satıcının məhsul videosu YouTube-un məxfiliyi gücləndirilmiş (no-cookie) ünvanından yalnız siz onu işə saldıqda yüklənir.</p>' +
        '<p><strong>Xəritə xidməti.</strong> Qoşulduğu halda ünvan formasında ünvanı Google xəritəsində seçmək olar. Xəritə yalnız siz onun yüklənməsinin IP ünvanınızı Google-a göndərdiyini bildirən xəbərdarlığın altındakı düyməni basdıqdan sonra yüklənir; bu razılıq da qeydə alınır. Əks halda ünvanı əvvəlki kimi özünüz yazırsınız. Cihazınızın yerləşdiyi məkan soruşulmur.</p>' +
        '<h2>6. Məlumatların ötürülməsi</h2>' +
        '<p>Sifarişi icra etmək üçün adınız, telefon nömrəniz və ünvanınız müvafiq Satıcıya və kuryerə ötürülür. Google-a məlumat yalnız 5-ci bölmədə təsvir olunan razılığınızla ötürülür. Qanunla nəzərdə tutulmuş hallarda məlumatlar səlahiyyətli dövlət orqanlarına təqdim edilə bilər.</p>' +
        '<h2>7. Saxlama müddətləri</h2>' +
        '<p>Fərdi məlumatlarınız və yazışmalarınız, hesabınız silinmədiyi təqdirdə, <strong>6 (altı) ilədək</strong> saxlanılır. Hər gün işləyən proses müddəti bitmiş məlumatları silir və ya onlardan fərdi məlumatları çıxarır:</p>' +
        '<ul>' +
        '<li><strong>sifarişlər</strong> — 6 il, sonra onlardakı fərdi məlumatlar silinir;</li>' +
        '<li><strong>dəstək xidmətinə müraciətlər, satıcılara sorğular və kredit sorğuları</strong> — 6 il;</li>' +
        '<li><strong>sizə göndərdiyimiz SMS və e-poçt məktublarının surətləri</strong> — 90 gün; SMS ilə göndərilən təsdiq kodları — 1 gün;</li>' +
        '<li><strong>bitmiş giriş sessiyaları</strong> — 90 gün;</li>' +
        '<li><strong>açılmayan səhifələr barədə xəta hesabatları</strong> — 90 gün;</li>' +
        '<li><strong>saytdakı bildirişlər</strong> — oxunduqdan sonra göndərildiyi gündən 1 il, oxunmayanlar 6 il;</li>' +
        '<li><strong>məlumatlarınızın surətləri</strong> — 7 gün;</li>' +
        '<li>6 il ərzində nə giriş, nə də sifariş olmayan <strong>hesab</strong> sizin sildiyiniz hesab kimi silinir.</li>' +
        '</ul>' +
        '<p>Hesabınızı sildikdən sonra məlumatlarınız <strong>60 (altmış) gündən gec olmayaraq</strong> sistemlərimizdən silinir: hesab dərhal bağlanır, qalan məlumatlar isə 30 gün sonra silinir; qanunun saxlanmasını tələb etdiyi sifarişlər fərdi məlumatlar olmadan qalır. Ətraflı məlumat “GDPR” səhifəsində verilib.</p>' +
        '<h2>8. Uşaqların məlumatları</h2>' +
        '<p>Platforma uşaqlar üçün nəzərdə tutulmayıb. Profildə göstərilən doğum tarixinə görə 13 yaşı tamam olmamış istifadəçinin hesabı uşaq hesabı kimi qeyd olunur. Dəstək xidməti valideyn razılığını qeydə almayıbsa (bunun üçün valideyn privacy@bazar.az ünvanına yazır), hesabda yalnız sifarişlər üçün lazım olanlar saxlanılır: ad, telefon, ünvanlar, sifarişlər və ödənişlər. Cins, ailə vəziyyəti, ata adı, əlavə telefon nömrəsi, şəkil, seçilmişlər, stok sorğuları və bu kimi digər məlumatlar silinir, hesaba təklif göndərilmir və analitika tətbiq edilmir. Valideyn razılığı ilə toplanan məlumatlar yalnız xidməti göstərmək və təkmilləşdirmək üçün istifadə olunur. Valideynlər privacy@bazar.az ünvanına yazaraq uşağın məlumatlarının silinməsini də tələb edə bilərlər.</p>' +
        '<h2>9. Məlumatların qorunması</h2>' +
        '<p>Bütün məlumatlar TLS şifrələməsi ilə ötürülür, şifrələr geri açılmayan heş şəklində saxlanılır və məlumatlara giriş yalnız vəzifəsi bunu tələb edən əməkdaşlara verilir. Operatorun hər hansı şəxsin məlumatlarına hər müraciəti audit jurnalına yazılır. Server jurnallarında telefon nömrələri və e-poçt ünvanları maskalanır.</p>' +
        '<h2>10. Hüquqlarınız</h2>' +
        '<p>Məlumatlarınıza giriş, onların yenilənməsi, silinməsi, emalın məhdudlaşdırılması və məlumatların daşınması hüquqlarına maliksiniz. Profildəki “Məlumatlarım” bölməsində məlumatlarınızın surətini ala, emalı məhdudlaşdıra və hesabınızı silə bilərsiniz. Bu hüquqlardan necə istifadə etmək barədə ətraflı məlumat “GDPR” səhifəsində verilib.</p>' +
        '<h2>11. Siyasətdə dəyişikliklər</h2>' +
        '<p>Bu siyasətin yeni versiyası qüvvəyə minməzdən əvvəl elan olunur: hesabınıza daxil olduqda saytda yeni mətnə və hesabın silinməsinə keçid olan bildiriş göstərilir, həmçinin e-poçtla məktub göndərilir. Hər istifadəçinin qəbul etdiyi versiya — qeydiyyat zamanı və bildirişdəki “Oxudum” düyməsi ilə — qeydə alınır. Dəyişikliklərlə razı deyilsinizsə, onlar qüvvəyə minənədək hesabınızı silə bilərsiniz; dəyişikliklər qüvvəyə mindikdən sonra Platformadan istifadəni davam etdirmək onları qəbul etdiyiniz deməkdir.</p>' +
        '<h2>12. Tətbiq olunan hüquq və əlaqə</h2>' +
        '<p>Bu siyasət Azərbaycan Respublikasının qanunvericiliyi, o cümlədən “Fərdi məlumatlar haqqında” Azərbaycan Respublikasının Qanunu ilə tənzimlənir. Məxfiliklə bağlı suallarınızı privacy@bazar.az ünvanına göndərə bilərsiniz.</p>',
      en:
        '<p>This Privacy policy explains how Bazar (the bazar.az website) collects, uses, stores and protects the personal data of its users. By using the Platform you confirm that you have read this policy.</p>' +
        '<h2>1. Data we collect</h2>' +
        '<ul>' +
        "<li><strong>Account data:</strong> first and last name, mobile number, e-mail address, and what you add to your profile yourself: father's name, birthday, gender, marital status, an extra phone number and a photo.</li>" +
        '<li><strong>Order data:</strong> delivery addresses, items bought, payment method and amounts, gift card and wallet transactions.</li>' +
        '<li><strong>Shopping choices:</strong> your basket, your wishlist and your requests to be told when an item is back in stock.</li>' +
        '<li><strong>Conversations:</strong> the requests you send sellers about out-of-stock products, your delivery feedback, what you write to customer support and your credit requests.</li>' +
        '<li><strong>Consents:</strong> your choices about cookies, analytics, marketing and the map, and the versions of the Privacy policy and the Buyer agreement you accepted, each with its version and time.</li>' +
        '<li><strong>Technical data:</strong> IP address, browser and device type, language, sign-ins (sessions) and error reports of pages that failed to open.</li>' +
        '</ul>' +
        '<h2>2. How we use your data</h2>' +
        '<p>We use your data to fulfil and deliver orders, handle returns, contact you, prevent fraud and improve the service. We never sell your personal data.</p>' +
        '<p>We send offers and promo codes as you set them under “Notification settings”: on the site and by e-mail until you turn them off, and by SMS only if you turn it on. No offers are sent on any channel to members who have restricted processing or to the accounts of children under 13 without a recorded parental consent.</p>' +
        '<h2>3. Payment details</h2>' +
        '<p>Card payments are made on the bank’s own secure page, so Bazar never sees your card number. We send notifications about your orders and requests on the site, by SMS and by e-mail as you choose under “Notification settings”. <strong>Payment details are never stored in a file</strong> — not on our servers, not in log files and not in backups: an order records only the payment method and the amount.</p>' +
        '<h2>4. Cookies, local storage and sessions</h2>' +
        '<p>The website uses cookies and your browser’s local storage only for the following:</p>' +
        '<ul>' +
        '<li><strong>The sign-in session cookie</strong> keeps you signed in; scripts on the page cannot read it.</li>' +
        '<li><strong>The current-user cookie</strong> shows your name in the site header; a copy of it is also kept in local storage.</li>' +
        '<li><strong>Language:</strong> the language you chose is kept in a cookie and in local storage.</li>' +
        "<li><strong>A guest's basket and wishlist</strong> are kept in cookies, with a copy in local storage.</li>" +
        '<li><strong>Your consent choice</strong> and a random visitor id that records it are kept in cookies for <strong>1 year</strong>.</li>' +
        '<li><strong>Technical cookies:</strong> a message shown once after an action, a short-lived cookie that checks a sign-in with Google or Facebook, and whether the screen is narrow enough for the mobile layout (in a cookie and in local storage).</li>' +
        '</ul>' +
        '<p><strong>Sessions</strong> are kept on our server and are used to recognise you securely, keep your data between the steps of checkout and protect your account from unauthorised access; you can see them under “Active sessions” in your profile.</p>' +
        '<p>No third-party cookies are set unless you consent. You can delete or block cookies in your browser settings, but signing in and the basket may then not work properly.</p>' +
        '<h2>5. Analytics pixel and maps service</h2>' +
        '<p><strong>Analytics pixel.</strong> If the operator of the Platform has switched analytics on, Google Analytics 4 is loaded only after you accept analytics in the cookie banner. The banner appears on your first visit, and you can change your choice at any time through “Cookie settings” at the foot of the page. “Marketing” allows Google’s advertising features — ad storage and ad personalisation — through Google consent mode. Without your consent no script is loaded from another host and nothing about your visit is sent elsewhere. Members who have restricted processing get no analytics, whatever the banner says. Every choice is recorded with its version and time.</p>' +
        "<p>A seller's product video is loaded from YouTube's privacy-enhanced (no-cookie) address only when you press play.</p>" +
        '<p><strong>Maps service.</strong> Where it is enabled, the address form can show a Google map for picking the address. The map loads only after you press the button under a notice that loading it sends your IP address to Google; that consent is recorded too. Otherwise you type the address yourself, as before. Your device location is never asked for.</p>' +
        '<h2>6. Sharing data</h2>' +
        '<p>To fulfil an order, your name, phone number and address are shared with the relevant Seller and the courier. Data reaches Google only with your consent, as described in section 5. Where required by law, data may be provided to competent public authorities.</p>' +
        '<h2>7. Retention periods</h2>' +
        '<p>Your personal data and conversations are kept for <strong>up to 6 (six) years</strong> unless you delete your account. A daily job deletes what has outlived its period, or removes the personal data from it:</p>' +
        '<ul>' +
        '<li><strong>orders</strong> — 6 years, after which their personal data is erased;</li>' +
        '<li><strong>messages to customer support, requests to sellers and credit requests</strong> — 6 years;</li>' +
        '<li><strong>copies of the SMS and e-mails we sent you</strong> — 90 days; confirmation codes sent by SMS — 1 day;</li>' +
        '<li><strong>ended sign-in sessions</strong> — 90 days;</li>' +
        '<li><strong>error reports of pages that failed to open</strong> — 90 days;</li>' +
        '<li><strong>notifications on the site</strong> — 1 year from when they were sent once you have read them, 6 years if unread;</li>' +
        '<li><strong>copies of your data</strong> — 7 days;</li>' +
        '<li>an <strong>account</strong> with no sign-in and no order for 6 years is deleted in the same way as one you delete yourself.</li>' +
        '</ul>' +
        '<p>After you delete your account, your data is erased from our systems <strong>no later than 60 (sixty) days</strong> afterwards: the account is closed at once and the rest is erased 30 days later; orders that the law requires to be kept remain without your personal data. The details are on the “GDPR” page.</p>' +
        "<h2>8. Children's data</h2>" +
        "<p>The Platform is not intended for children. A birthday in the profile showing that the user is under 13 marks the account as a child's. Unless customer support has recorded a parent's consent (the parent writes to privacy@bazar.az), the account keeps only what orders need: name, phone, addresses, orders and payments. Gender, marital status, father's name, the extra phone number, the photo, the wishlist, back-in-stock requests and similar data are deleted, and the account gets no offers and no analytics. Data collected with a parent's consent is used only to provide and improve the service. Parents can also ask for their child's data to be deleted by writing to privacy@bazar.az.</p>" +
        '<h2>9. How we protect data</h2>' +
        "<p>All data is transmitted with TLS encryption, passwords are stored as irreversible hashes, and access to data is limited to staff whose work requires it. Every time an operator accesses a person's data, it is recorded in the audit log. Phone numbers and e-mail addresses are masked in the server logs.</p>" +
        '<h2>10. Your rights</h2>' +
        '<p>You have the right to access, update and delete your data, to restrict its processing and to data portability. Under “My data” in your profile you can get a copy of your data, restrict its processing and delete your account. Details on how to exercise these rights are on the “GDPR” page.</p>' +
        '<h2>11. Changes to this policy</h2>' +
        '<p>A new version of this policy is announced before it takes effect: when you are signed in, the site shows a notice with links to the new text and to deleting your account, and we also send it by e-mail. The version each member accepted — at registration and with the notice’s “I have read it” button — is recorded. If you do not agree with the changes, you can delete your account before they take effect; continuing to use the Platform after the changes take effect means that you accept them.</p>' +
        '<h2>12. Governing law and contact</h2>' +
        '<p>This policy is governed by the law of the Republic of Azerbaijan, including the Law of the Republic of Azerbaijan “On Personal Data”. Send any privacy questions to privacy@bazar.az.</p>',
      ru:
        '<p>Настоящая Политика конфиденциальности объясняет, как Bazar (сайт bazar.az) собирает, использует, хранит и защищает персональные данные пользователей. Пользуясь Платформой, вы подтверждаете, что ознакомились с этой политикой.</p>' +
        '<h2>1. Какие данные мы собираем</h2>' +
        '<ul>' +
        '<li><strong>Данные учётной записи:</strong> имя, фамилия, номер мобильного телефона, адрес электронной почты, а также то, что вы сами добавили в профиль: отчество, дата рождения, пол, семейное положение, дополнительный телефон и фотография.</li>' +
        '<li><strong>Данные заказов:</strong> адреса доставки, купленные товары, способ оплаты и суммы, операции с подарочными картами и кошельком.</li>' +
        '<li><strong>Покупательский выбор:</strong> корзина, избранное и просьбы сообщить о поступлении товара.</li>' +
        '<li><strong>Переписка:</strong> запросы продавцам о товарах, которых нет в наличии, ваши отзывы о доставке, обращения в службу поддержки и заявки на кредит.</li>' +
        '<li><strong>Согласия:</strong> ваш выбор в отношении файлов cookie, аналитики, маркетинга и карты, а также принятые вами редакции Политики конфиденциальности и Пользовательского соглашения — с номером редакции и временем.</li>' +
        '<li><strong>Технические данные:</strong> IP-адрес, тип браузера и устройства, язык, входы в учётную запись (сессии) и сообщения об ошибках страниц, которые не открылись.</li>' +
        '</ul>' +
        '<h2>2. Как мы используем данные</h2>' +
        '<p>Мы используем ваши данные для выполнения и доставки заказов, оформления возвратов, связи с вами, предотвращения мошенничества и улучшения сервиса. Мы никому не продаём ваши персональные данные.</p>' +
        '<p>Предложения и промокоды мы присылаем так, как вы настроили в «Настройках уведомлений»: на сайте и по электронной почте — пока вы их не отключите, по SMS — только если вы сами это включите. Пользователям, ограничившим обработку данных, и учётным записям детей младше 13 лет без записанного согласия родителей предложения не отправляются ни по одному каналу.</p>' +
        '<h2>3. Платёжные данные</h2>' +
        '<p>Оплата картой проходит на защищённой странице самого банка, поэтому Bazar не видит номер вашей карты. Уведомления о заказах и заявках мы отправляем на сайте, по SMS и по электронной почте — так, как вы выбрали в «Настройках уведомлений». <strong>Платёжные данные никогда не хранятся в файле</strong> — ни на наших серверах, ни в журналах, ни в резервных копиях: в заказе записываются только способ оплаты и сумма.</p>' +
        '<h2>4. Файлы cookie, локальное хранилище и сессии</h2>' +
        '<p>Сайт использует файлы cookie и локальное хранилище (local storage) вашего браузера только для следующего:</p>' +
        '<ul>' +
        '<li><strong>Cookie сессии входа</strong> сохраняет вход в учётную запись; скрипты на странице не могут его прочитать.</li>' +
        '<li><strong>Cookie текущего пользователя</strong> нужен, чтобы показывать ваше имя в шапке сайта; его копия хранится и в локальном хранилище.</li>' +
        '<li><strong>Язык:</strong> выбранный язык хранится в cookie и в локальном хранилище.</li>' +
        '<li><strong>Корзина и избранное незарегистрированного пользователя</strong> хранятся в cookie, их копия — в локальном хранилище.</li>' +
        '<li><strong>Ваш выбор согласия</strong> и случайный идентификатор посетителя, с которым он записывается, хранятся в cookie <strong>1 год</strong>.</li>' +
        '<li><strong>Технические cookie:</strong> сообщение, которое показывается один раз после действия, кратковременный cookie для проверки входа через Google или Facebook, а также признак узкого экрана для мобильного вида (в cookie и в локальном хранилище).</li>' +
        '</ul>' +
        '<p><strong>Сессии</strong> хранятся на нашем сервере и используются, чтобы безопасно вас распознавать, сохранять данные между шагами оформления заказа и защищать учётную запись от несанкционированного доступа; их можно увидеть в профиле, в разделе «Активные сеансы».</p>' +
        '<p>Без вашего согласия cookie третьих лиц не устанавливаются. Вы можете удалить или заблокировать cookie в настройках браузера, но тогда вход в учётную запись и корзина могут работать неправильно.</p>' +
        '<h2>5. Аналитический пиксель и картографический сервис</h2>' +
        '<p><strong>Аналитический пиксель.</strong> Если оператор Платформы включил аналитику, Google Analytics 4 загружается только после того, как вы дадите согласие на аналитику в баннере cookie. Баннер показывается при первом посещении, а изменить выбор можно в любое время по ссылке «Настройки cookie» внизу страницы. Согласие на «Маркетинг» разрешает рекламные функции Google — хранение рекламных данных и персонализацию рекламы — через режим согласия Google (consent mode). Без вашего согласия никакие скрипты не загружаются с других серверов и никакие сведения о вашем посещении никуда не передаются. Для пользователей, ограничивших обработку данных, аналитика не работает, что бы ни было выбрано в баннере. Каждый выбор записывается с номером версии и временем.</p>' +
        '<p>Видео товара от продавца загружается с адреса YouTube с усиленной конфиденциальностью (no-cookie) только когда вы его запускаете.</p>' +
        '<p><strong>Картографический сервис.</strong> Там, где он включён, в форме адреса можно выбрать адрес на карте Google. Карта загружается только после того, как вы нажмёте кнопку под предупреждением о том, что при её загрузке ваш IP-адрес передаётся Google; это согласие тоже записывается. В противном случае вы, как и прежде, вводите адрес сами. Местоположение устройства не запрашивается.</p>' +
        '<h2>6. Передача данных</h2>' +
        '<p>Для выполнения заказа ваше имя, номер телефона и адрес передаются соответствующему Продавцу и курьеру. Google получает данные только с вашего согласия, как описано в разделе 5. В случаях, предусмотренных законом, данные могут быть предоставлены уполномоченным государственным органам.</p>' +
        '<h2>7. Сроки хранения</h2>' +
        '<p>Ваши персональные данные и переписка хранятся <strong>до 6 (шести) лет</strong>, если учётная запись не удалена. Ежедневная процедура удаляет то, что хранится дольше положенного, или удаляет из этого персональные данные:</p>' +
        '<ul>' +
        '<li><strong>заказы</strong> — 6 лет, после чего персональные данные в них стираются;</li>' +
        '<li><strong>обращения в службу поддержки, запросы продавцам и заявки на кредит</strong> — 6 лет;</li>' +
        '<li><strong>копии отправленных вам SMS и писем</strong> — 90 дней; коды подтверждения, отправленные по SMS, — 1 день;</li>' +
        '<li><strong>завершённые сессии входа</strong> — 90 дней;</li>' +
        '<li><strong>сообщения об ошибках страниц, которые не открылись</strong> — 90 дней;</li>' +
        '<li><strong>уведомления на сайте</strong> — прочитанные 1 год со дня отправки, непрочитанные 6 лет;</li>' +
        '<li><strong>копии ваших данных</strong> — 7 дней;</li>' +
        '<li><strong>учётная запись</strong>, в которую 6 лет не входили и по которой 6 лет не было заказов, удаляется так же, как удалённая вами.</li>' +
        '</ul>' +
        '<p>После удаления учётной записи данные удаляются из наших систем <strong>не позднее чем через 60 (шестьдесят) дней</strong>: учётная запись закрывается сразу, остальное стирается через 30 дней; заказы, которые закон требует хранить, остаются без ваших персональных данных. Подробнее — на странице «GDPR».</p>' +
        '<h2>8. Данные детей</h2>' +
        '<p>Платформа не предназначена для детей. Если по дате рождения в профиле пользователю нет 13 лет, учётная запись отмечается как детская. Пока служба поддержки не записала согласие родителя (для этого родитель пишет на privacy@bazar.az), в учётной записи хранится только то, что нужно для заказов: имя, телефон, адреса, заказы и платежи. Пол, семейное положение, отчество, дополнительный телефон, фотография, избранное, просьбы сообщить о поступлении товара и подобные данные удаляются, а учётная запись не получает предложений и не учитывается в аналитике. Данные, собранные с согласия родителя, используются только для предоставления и улучшения сервиса. Родители также могут потребовать удалить данные ребёнка, написав на privacy@bazar.az.</p>' +
        '<h2>9. Защита данных</h2>' +
        '<p>Все данные передаются с шифрованием TLS, пароли хранятся в виде необратимых хешей, доступ к данным есть только у сотрудников, которым он необходим по работе. Каждое обращение оператора к данным человека записывается в журнал аудита. В журналах сервера номера телефонов и адреса электронной почты маскируются.</p>' +
        '<h2>10. Ваши права</h2>' +
        '<p>Вы вправе получить доступ к своим данным, обновить и удалить их, ограничить их обработку и перенести их. В разделе «Мои данные» в профиле можно получить копию своих данных, ограничить их обработку и удалить учётную запись. Подробно о том, как воспользоваться этими правами, рассказано на странице «GDPR».</p>' +
        '<h2>11. Изменения политики</h2>' +
        '<p>О новой редакции этой политики мы сообщаем до её вступления в силу: когда вы вошли в учётную запись, сайт показывает уведомление со ссылками на новый текст и на удаление учётной записи, и мы также присылаем письмо. Редакция, которую принял каждый пользователь, — при регистрации и кнопкой «Я прочитал(а)» в уведомлении — записывается. Если вы не согласны с изменениями, до их вступления в силу вы можете удалить учётную запись; продолжение использования Платформы после вступления изменений в силу означает их принятие.</p>' +
        '<h2>12. Применимое право и контакты</h2>' +
        '<p>Настоящая политика регулируется законодательством Азербайджанской Республики, в том числе Законом Азербайджанской Республики «О персональных данных». Вопросы о конфиденциальности направляйте на privacy@bazar.az.</p>',
    },
  },
  {
    slug: 'gdpr',
    title: {
      az: 'GDPR: məlumat subyektinin hüquqları',
      en: 'GDPR: your data rights',
      ru: 'GDPR: права субъекта данных',
    },
    body: {
      az:
        '<p>Bazar istifadəçilərinin fərdi məlumatlarını Azərbaycan Respublikasının qanunvericiliyinə və Avropa İttifaqının Ümumi Məlumat Mühafizəsi Reqlamentinin (GDPR) prinsiplərinə uyğun emal edir. Bu səhifədə məlumatlarınızla bağlı hansı hüquqlara malik olduğunuz və onlardan necə istifadə edə biləcəyiniz izah olunur.</p>' +
        '<h2>Hüquqlarınız</h2>' +
        '<h3>Giriş hüququ</h3>' +
        '<p>Haqqınızda hansı məlumatları saxladığımızı, onları hansı məqsədlə emal etdiyimizi, kimlərə ötürdüyümüzü və nə qədər saxlayacağımızı öyrənə, həmçinin məlumatlarınızın surətini ala bilərsiniz. Profildəki “Məlumatlarım” bölməsində Bazarın haqqınızda saxladığı hər şeyin — profil, ünvanlar, sifarişlər, mesajlar, bildirişlər, seçilmişlər, səbət, razılıqlar, sessiyalar, kredit sorğuları, hədiyyə kartları və pul kisəsi tarixçəsi — surətini hazırlaya bilərsiniz. Surət arxa planda, adətən bir neçə dəqiqə ərzində hazırlanır: maşınla oxunan JSON faylı və oxumaq üçün HTML səhifəsi. Onu <strong>7 gün</strong> ərzində, yalnız hesabınıza daxil olduqdan sonra endirə bilərsiniz.</p>' +
        '<h3>Yeniləmə (düzəliş) hüququ</h3>' +
        '<p>Yanlış və ya köhnəlmiş məlumatların düzəldilməsini tələb edə bilərsiniz. Ad, telefon nömrəsi, e-poçt, doğum tarixi və digər məlumatları profildə “İstifadəçi məlumatları” bölməsində, çatdırılma ünvanlarını isə “Ünvanlarım” bölməsində özünüz dəyişə bilərsiniz.</p>' +
        '<h3>Silinmə hüququ</h3>' +
        '<p>Hesabınızı “Məlumatlarım” bölməsində “Hesabımı sil” düyməsi ilə silə bilərsiniz; silinməni şifrənizlə və ya telefonunuza SMS ilə göndərilən kodla təsdiqləyirsiniz. Bundan əvvəl hələ çatdırılmamış sifarişləriniz və pul kisənizdəki qalıq barədə xəbərdarlıq edirik: pul kisəsindəki qalıq itirilir.</p>' +
        '<ul>' +
        '<li><strong>Dərhal:</strong> bütün cihazlarda hesabdan çıxırsınız, hesaba giriş rədd edilir, adınız sifarişlərdən silinir, telefon nömrəniz və e-poçt ünvanınız yeni hesab üçün sərbəst olur.</li>' +
        '<li><strong>30 gün sonra</strong> (davam edən çatdırılma, qaytarma və pulun geri qaytarılması üçün lazım olan müddət) qalan hər şey silinir: vergi və istehlakçı hüquqları qanunvericiliyinin saxlanmasını tələb etdiyi sifarişlər heç bir fərdi məlumat olmadan (ad, telefon, e-poçt və ünvan olmadan) qalır, qalan bütün məlumatlar silinir, yüklədiyiniz şəkillər götürülür.</li>' +
        '</ul>' +
        '<p>Beləliklə, məlumatlarınız Məxfilik siyasətində vəd etdiyimiz <strong>60 gündən gec olmayaraq</strong> silinir. Satıcının hesabı dəstək xidməti vasitəsilə, idarəetmə panelində bağlanır, çünki mağazanın sifarişləri və hesablaşmaları var.</p>' +
        '<h3>Emalın məhdudlaşdırılması hüququ</h3>' +
        '<p>“Məlumatlarım” bölməsində “Emalı məhdudlaşdır” seçə bilərsiniz: bundan sonra sizə heç bir kanalla təklif və promo kod göndərilmir və ziyarətləriniz analitikaya düşmür; sifarişlər, çatdırılma və ödənişlər isə əvvəlki kimi işləyir. Məhdudiyyəti eyni yerdə aradan qaldırmaq olar. Məlumatların düzgünlüyünə və ya emalın qanuniliyinə etiraz etdikdə, məsələ həll olunanadək məlumatlarınızın yalnız saxlanılmasını bizə yazaraq da tələb edə bilərsiniz.</p>' +
        '<h3>Daşınma hüququ</h3>' +
        '<p>Bizə təqdim etdiyiniz məlumatları strukturlaşdırılmış, maşınla oxunan formatda almaq və başqa xidmətə ötürmək hüququnuz var: “Məlumatlarım” bölməsində hazırlanan surətin JSON faylı məhz bunun üçündür. Surəti <strong>privacy@bazar.az</strong> ünvanına yazaraq da istəyə bilərsiniz.</p>' +
        '<h2>Hüquqlarınızdan necə istifadə etmək olar</h2>' +
        '<ol>' +
        '<li><strong>Profildən:</strong> “Məlumatlarım” bölməsində məlumatlarınızın surətini alır, emalı məhdudlaşdırır və ya hesabınızı silirsiniz; “İstifadəçi məlumatları” və “Ünvanlarım” bölmələrində məlumatlarınızı düzəldirsiniz.</li>' +
        '<li><strong>Kuki ayarlarından:</strong> analitika və ya xəritə qoşulubsa, bu məqsədlər üçün razılığınızı səhifənin aşağısındakı “Kuki ayarları” keçidi ilə istənilən vaxt dəyişə bilərsiniz.</li>' +
        '<li><strong>Məktubla:</strong> qeydiyyatda olan e-poçt ünvanınızdan <strong>privacy@bazar.az</strong> ünvanına yazın və hansı hüququnuzdan istifadə etmək istədiyinizi göstərin.</li>' +
        '</ol>' +
        '<p>Məlumatlarınızı başqasına vermədiyimizə əmin olmaq üçün şəxsiyyətinizi hesabınıza bağlı nömrəyə göndərilən kodla təsdiqləməyinizi xahiş edə bilərik.</p>' +
        '<h2>Cavab müddəti</h2>' +
        '<p>Profildə etdiyiniz dəyişikliklər dərhal qüvvəyə minir. Məktubla göndərilən bütün müraciətlərə daxil olduğu gündən <strong>30 gün ərzində</strong> cavab veririk. Müraciəti yerinə yetirmək mümkün olmadıqda (məsələn, hələ çatdırılmamış sifariş varsa), səbəbini də bu müddətdə yazılı şəkildə izah edirik. Bu hüquqlardan istifadə pulsuzdur.</p>' +
        '<h2>Şikayət hüququ</h2>' +
        '<p>Cavabımızdan razı qalmasanız, Azərbaycan Respublikasının fərdi məlumatlar sahəsində səlahiyyətli dövlət orqanına, Avropa İttifaqında yaşayırsınızsa, yaşadığınız ölkənin məlumatların mühafizəsi üzrə nəzarət orqanına şikayət edə bilərsiniz.</p>',
      en:
        "<p>Bazar processes its users' personal data in line with the law of the Republic of Azerbaijan and the principles of the European Union's General Data Protection Regulation (GDPR). This page explains which rights you have over your data and how to exercise them.</p>" +
        '<h2>Your rights</h2>' +
        '<h3>Right of access</h3>' +
        '<p>You can find out what data we hold about you, why we process it, who we share it with and how long we keep it, and you can get a copy of your data. Under “My data” in your profile you can have a copy prepared of everything Bazar holds about you — your profile, addresses, orders, messages, notifications, wishlist, basket, consents, sessions, credit requests, gift cards and wallet history. The copy is prepared in the background, usually within a few minutes, as a machine-readable JSON file and a readable HTML page. You can download it for <strong>7 days</strong>, and only while you are signed in.</p>' +
        '<h3>Right to update (rectification)</h3>' +
        '<p>You can ask us to correct data that is wrong or out of date. You can change your name, phone number, e-mail, birthday and other details yourself under “User info” in your profile, and your delivery addresses under “My addresses”.</p>' +
        '<h3>Right to deletion</h3>' +
        '<p>You can delete your account under “My data” with the “Delete my account” button, confirming it with your password or with a code texted to your phone. Before that we warn you about orders not yet delivered and about the balance of your wallet: that balance is lost.</p>' +
        '<ul>' +
        '<li><strong>At once:</strong> you are signed out on every device, signing in is refused, your name is removed from your orders, and your phone number and e-mail address become free for a new account.</li>' +
        '<li><strong>30 days later</strong> (time for deliveries, returns and refunds under way) everything else is erased: orders that tax and consumer law require to be kept remain without any personal data (no name, phone, e-mail or address), all other data is deleted and the photos you uploaded are removed.</li>' +
        '</ul>' +
        "<p>Your data is therefore erased <strong>no later than 60 days</strong> after deletion, as the Privacy policy promises. A seller's account is closed through customer support, in the back office, because the shop has orders and money to settle.</p>" +
        '<h3>Right to restriction of processing</h3>' +
        '<p>Under “My data” you can choose “Restrict processing”: from then on no offers or promo codes are sent to you on any channel and your visits are not included in analytics, while orders, deliveries and payments keep working. You can lift the restriction in the same place. If you contest the accuracy of your data or the lawfulness of its processing, you can also write to us to have it only stored until the matter is resolved.</p>' +
        '<h3>Right to data portability</h3>' +
        '<p>You have the right to receive the data you gave us in a structured, machine-readable format and to pass it on to another service: the JSON file of the copy prepared under “My data” is made for that. You can also ask for a copy by writing to <strong>privacy@bazar.az</strong>.</p>' +
        '<h2>How to exercise your rights</h2>' +
        '<ol>' +
        '<li><strong>From your profile:</strong> under “My data” you get a copy of your data, restrict its processing or delete your account; under “User info” and “My addresses” you correct your details.</li>' +
        '<li><strong>In the cookie settings:</strong> where analytics or the map is switched on, you can change your consent for them at any time through “Cookie settings” at the foot of the page.</li>' +
        '<li><strong>By e-mail:</strong> write to <strong>privacy@bazar.az</strong> from the e-mail address registered on your account and say which right you want to exercise.</li>' +
        '</ol>' +
        '<p>To make sure we do not hand your data to someone else, we may ask you to confirm your identity with a code sent to the phone number linked to your account.</p>' +
        '<h2>Response time</h2>' +
        '<p>Changes you make in your profile take effect at once. We answer every request sent by e-mail <strong>within 30 days</strong> of receiving it. If we cannot fulfil a request (for example, because an order has not been delivered yet), we explain why in writing within the same period. Exercising these rights is free of charge.</p>' +
        '<h2>Right to complain</h2>' +
        '<p>If you are not satisfied with our answer, you can complain to the competent personal data authority of the Republic of Azerbaijan or, if you live in the European Union, to the data protection supervisory authority of your country.</p>',
      ru:
        '<p>Bazar обрабатывает персональные данные пользователей в соответствии с законодательством Азербайджанской Республики и принципами Общего регламента по защите данных Европейского союза (GDPR). На этой странице объясняется, какие права у вас есть в отношении ваших данных и как ими воспользоваться.</p>' +
        '<h2>Ваши права</h2>' +
        '<h3>Право на доступ</h3>' +
        '<p>Вы можете узнать, какие данные о вас мы храним, с какой целью обрабатываем, кому передаём и как долго храним, а также получить их копию. В разделе «Мои данные» в профиле можно подготовить копию всего, что Bazar хранит о вас, — профиля, адресов, заказов, сообщений, уведомлений, избранного, корзины, согласий, сессий, заявок на кредит, подарочных карт и истории кошелька. Копия готовится в фоновом режиме, обычно за несколько минут, в виде машиночитаемого файла JSON и удобной для чтения страницы HTML. Скачать её можно в течение <strong>7 дней</strong> и только после входа в учётную запись.</p>' +
        '<h3>Право на обновление (исправление)</h3>' +
        '<p>Вы можете потребовать исправить неверные или устаревшие данные. Имя, номер телефона, электронную почту, дату рождения и другие сведения можно изменить самостоятельно в профиле, в разделе «Личные данные», а адреса доставки — в разделе «Мои адреса».</p>' +
        '<h3>Право на удаление</h3>' +
        '<p>Удалить учётную запись можно в разделе «Мои данные» кнопкой «Удалить аккаунт», подтвердив удаление паролем или кодом из SMS, отправленным на ваш телефон. Перед этим мы предупреждаем о ещё не доставленных заказах и об остатке в кошельке: этот остаток теряется.</p>' +
        '<ul>' +
        '<li><strong>Сразу:</strong> вы выходите из учётной записи на всех устройствах, вход запрещается, ваше имя удаляется из заказов, а номер телефона и адрес электронной почты освобождаются для новой учётной записи.</li>' +
        '<li><strong>Через 30 дней</strong> (время на текущие доставки, возвраты и возмещения) стирается всё остальное: заказы, которые налоговое законодательство и законодательство о защите прав потребителей требуют хранить, остаются без каких-либо персональных данных (без имени, телефона, электронной почты и адреса), все прочие данные удаляются, загруженные вами фотографии удаляются.</li>' +
        '</ul>' +
        '<p>Таким образом, данные удаляются <strong>не позднее чем через 60 дней</strong>, как обещает Политика конфиденциальности. Учётная запись продавца закрывается через службу поддержки, в панели управления, поскольку у магазина есть заказы и расчёты.</p>' +
        '<h3>Право на ограничение обработки</h3>' +
        '<p>В разделе «Мои данные» можно выбрать «Ограничить обработку»: после этого вам не отправляются предложения и промокоды ни по одному каналу и ваши посещения не учитываются в аналитике, а заказы, доставка и оплата работают как прежде. Снять ограничение можно там же. Если вы оспариваете точность данных или законность их обработки, вы также можете написать нам, чтобы до решения вопроса данные только хранились.</p>' +
        '<h3>Право на переносимость данных</h3>' +
        '<p>Вы вправе получить предоставленные нам данные в структурированном машиночитаемом формате и передать их другому сервису: для этого и предназначен файл JSON копии, подготовленной в разделе «Мои данные». Копию можно также запросить, написав на <strong>privacy@bazar.az</strong>.</p>' +
        '<h2>Как воспользоваться правами</h2>' +
        '<ol>' +
        '<li><strong>В профиле:</strong> в разделе «Мои данные» вы получаете копию своих данных, ограничиваете их обработку или удаляете учётную запись; в разделах «Личные данные» и «Мои адреса» исправляете сведения о себе.</li>' +
        '<li><strong>В настройках cookie:</strong> если включены аналитика или карта, согласие на них можно в любое время изменить по ссылке «Настройки cookie» внизу страницы.</li>' +
        '<li><strong>По электронной почте:</strong> напишите на <strong>privacy@bazar.az</strong> с адреса, указанного в учётной записи, и укажите, каким правом хотите воспользоваться.</li>' +
        '</ol>' +
        '<p>Чтобы не передать ваши данные постороннему, мы можем попросить подтвердить личность кодом, отправленным на номер телефона, привязанный к учётной записи.</p>' +
        '<h2>Срок ответа</h2>' +
        '<p>Изменения, которые вы вносите в профиле, действуют сразу. На каждое обращение по электронной почте мы отвечаем <strong>в течение 30 дней</strong> с момента его получения. Если выполнить запрос невозможно (например, заказ ещё не доставлен), мы письменно объясним причину в тот же срок. Реализация этих прав бесплатна.</p>' +
        '<h2>Право на жалобу</h2>' +
        '<p>Если наш ответ вас не устроил, вы можете обратиться в уполномоченный государственный орган Азербайджанской Республики в сфере персональных данных, а если вы живёте в Европейском союзе — в надзорный орган по защите данных вашей страны.</p>',
    },
  },
];
