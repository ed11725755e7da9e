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
        '<p>Bazar bu Razılaşmaya dəyişiklik edə bilər; dəyişikliklər Platformada dərc olunduğu gündən qüvvəyə minir və artıq verilmiş sifarişlərə şamil edilmir. Razılaşma Azərbaycan, ingilis və rus dillərində dərc olunur; mətnlər arasında uyğunsuzluq olduqda Azərbaycan dilindəki mətn əsas götürülür. Suallarınız üçün: *1234, support@bazar.az.</p>',
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
        '<p>Bazar may amend this Agreement; amendments take effect on the day they are published on the Platform and do not apply to orders already placed. The Agreement is published in Azerbaijani, English and Russian; in case of any discrepancy, the Azerbaijani text prevails. Questions: *1234, support@bazar.az.</p>',
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
        '<p>Bazar вправе вносить изменения в настоящее Соглашение; изменения вступают в силу со дня их публикации на Платформе и не распространяются на уже оформленные заказы. Соглашение публикуется на азербайджанском, английском и русском языках; при расхождении текстов преимущество имеет текст на азербайджанском языке. Вопросы: *1234, support@bazar.az.</p>',
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
        '<li><strong>Hesab məlumatları:</strong> ad, soyad, mobil nömrə, e-poçt ünvanı.</li>' +
        '<li><strong>Sifariş məlumatları:</strong> çatdırılma ünvanları, alınmış mallar, ödəniş üsulu və məbləğlər.</li>' +
        '<li><strong>Yazışmalar:</strong> stokda olmayan məhsul barədə satıcıya göndərdiyiniz sorğular, çatdırılma barədə rəyləriniz və dəstək xidmətinə müraciətləriniz.</li>' +
        '<li><strong>Texniki məlumatlar:</strong> IP ünvanı, brauzer və cihaz növü, dil seçimi, baxılan səhifələr.</li>' +
        '</ul>' +
        '<h2>2. Məlumatlardan necə istifadə edirik</h2>' +
        '<p>Məlumatlarınızdan sifarişlərin icrası və çatdırılması, qaytarmaların emalı, sizinlə əlaqə saxlamaq, fırıldaqçılığın qarşısını almaq və xidməti təkmilləşdirmək üçün istifadə edirik. Reklam bildirişləri göndərmirik. Fərdi məlumatlarınızı heç kimə satmırıq.</p>' +
        '<h2>3. Ödəniş məlumatları</h2>' +
        '<p>Kartla ödəniş bankın öz təhlükəsiz səhifəsində aparılır, ona görə də Bazar kartınızın nömrəsini görmür. Sifarişləriniz və sorğularınız barədə bildirişləri saytda, SMS və e-poçtla “Bildiriş ayarları”nda seçdiyiniz kimi göndəririk. <strong>Ödəniş məlumatları heç vaxt faylda saxlanılmır</strong> — nə serverlərimizdə, nə jurnal fayllarında, nə də ehtiyat nüsxələrdə: sifarişdə yalnız ödəniş üsulu və məbləğ qeyd olunur.</p>' +
        '<h2>4. Kukilər, lokal yaddaş və sessiyalar</h2>' +
        '<ul>' +
        '<li><strong>Kukilər (cookies)</strong> hesabınıza daxil olmuş vəziyyətdə qalmağınız, səbətin saxlanması və seçdiyiniz dilin yadda saxlanması üçün istifadə olunur.</li>' +
        '<li><strong>Lokal yaddaş (local storage)</strong> brauzerinizdə seçdiyiniz dili, həmçinin qeydiyyatsız istifadəçinin səbətinin və seçilmişlərinin surətini saxlayır.</li>' +
        '<li><strong>Sessiyalar</strong> sizi təhlükəsiz şəkildə tanımaq, sifarişin rəsmiləşdirilməsi zamanı addımlar arasında məlumatı qorumaq və hesabınızı icazəsiz girişdən müdafiə etmək üçün istifadə olunur.</li>' +
        '</ul>' +
        '<p>Brauzer ayarlarında kukiləri silə və ya bloklaya bilərsiniz, lakin bu halda hesaba giriş və səbət düzgün işləməyə bilər.</p>' +
        '<h2>5. Analitika pikseli və xəritə xidməti</h2>' +
        '<p>Saytda <strong>analitika pikseli</strong> yoxdur: səhifələr, skriptlər, şriftlər və şəkillər Bazarın özündən yüklənir və baxdıqlarınız heç bir kənar xidmətə ötürülmür. Satıcının məhsul videosu YouTube-un məxfiliyi gücləndirilmiş (no-cookie) ünvanından yalnız siz onu işə saldıqda yüklənir.</p>' +
        '<p><strong>Xəritə xidmətindən</strong> istifadə etmirik: çatdırılma ünvanını şəhər və rayon siyahısından seçir və ünvanı özünüz yazırsınız; cihazınızın yerləşdiyi məkan soruşulmur.</p>' +
        '<h2>6. Məlumatların ötürülməsi</h2>' +
        '<p>Sifarişi icra etmək üçün adınız, telefon nömrəniz və ünvanınız müvafiq Satıcıya və kuryerə ötürülür. Qanunla nəzərdə tutulmuş hallarda məlumatlar səlahiyyətli dövlət orqanlarına təqdim edilə bilər.</p>' +
        '<h2>7. Saxlama müddətləri</h2>' +
        '<p>Fərdi məlumatlarınız və yazışmalarınız, hesabınız silinmədiyi təqdirdə, <strong>6 (altı) ilədək</strong> saxlanılır. Hesabınızı sildikdən sonra məlumatlarınız <strong>60 (altmış) gündən gec olmayaraq</strong> sistemlərimizdən və ehtiyat nüsxələrdən silinir.</p>' +
        '<h2>8. Uşaqların məlumatları</h2>' +
        '<p>Platforma uşaqlar üçün nəzərdə tutulmayıb. 13 yaşınadək uşaqlara aid məlumatlar yalnız xidməti təkmilləşdirmək məqsədilə toplanır. 13 yaşınadək uşağın məlumatlarının valideyn razılığı olmadan toplandığı aşkar edilərsə, həmin məlumatlar silinir. Valideynlər privacy@bazar.az ünvanına yazaraq belə məlumatların silinməsini tələb edə bilərlər.</p>' +
        '<h2>9. Məlumatların qorunması</h2>' +
        '<p>Bütün məlumatlar TLS şifrələməsi ilə ötürülür, şifrələr geri açılmayan heş şəklində saxlanılır, məlumatlara giriş yalnız vəzifəsi bunu tələb edən əməkdaşlara verilir və hər giriş jurnala yazılır.</p>' +
        '<h2>10. Hüquqlarınız</h2>' +
        '<p>Məlumatlarınıza giriş, onların yenilənməsi, silinməsi, emalın məhdudlaşdırılması və məlumatların daşınması hüquqlarına maliksiniz. Bu hüquqlardan necə istifadə etmək barədə ətraflı məlumat “GDPR” səhifəsində verilib.</p>' +
        '<h2>11. Siyasətdə dəyişikliklər</h2>' +
        '<p>Bu siyasətə edilən dəyişikliklər qüvvəyə minməzdən əvvəl saytda elan olunur. Dəyişikliklərlə razı deyilsinizsə, hesabınızı silə bilərsiniz; dəyişikliklər qüvvəyə mindikdən sonra Platformadan istifadəni davam etdirmək onları qəbul etdiyiniz deməkdir.</p>' +
        '<h2>12. Tətbiq olunan hüquq və əlaqə</h2>' +
        '<p>Bu siyasət Azərbaycan Respublikasının qanunvericiliyi, o cümlədən “Fərdi məlumatlar haqqında” Azərbaycan Respublikasının Qanunu ilə tənzimlənir. Məxfiliklə bağlı suallarınızı privacy@bazar.az ünvanına göndərə bilərsiniz.</p>',
      en:
        '<p>This Privacy policy explains how Bazar (the bazar.az website) collects, uses, stores and protects the personal data of its users. By using the Platform you confirm that you have read this policy.</p>' +
        '<h2>1. Data we collect</h2>' +
        '<ul>' +
        '<li><strong>Account data:</strong> first and last name, mobile number, e-mail address.</li>' +
        '<li><strong>Order data:</strong> delivery addresses, items bought, payment method and amounts.</li>' +
        '<li><strong>Conversations:</strong> the requests you send sellers about out-of-stock products, your delivery feedback and what you write to customer support.</li>' +
        '<li><strong>Technical data:</strong> IP address, browser and device type, language, pages viewed.</li>' +
        '</ul>' +
        '<h2>2. How we use your data</h2>' +
        '<p>We use your data to fulfil and deliver orders, handle returns, contact you, prevent fraud and improve the service. We send no marketing messages. We never sell your personal data.</p>' +
        '<h2>3. Payment details</h2>' +
        '<p>Card payments are made on the bank’s own secure page, so Bazar never sees your card number. We send notifications about your orders and requests on the site, by SMS and by e-mail as you choose under “Notification settings”. <strong>Payment details are never stored in a file</strong> — not on our servers, not in log files and not in backups: an order records only the payment method and the amount.</p>' +
        '<h2>4. Cookies, local storage and sessions</h2>' +
        '<ul>' +
        '<li><strong>Cookies</strong> keep you signed in, preserve your basket and remember the language you chose.</li>' +
        "<li><strong>Local storage</strong> in your browser keeps the language you chose and a copy of a guest's basket and wishlist.</li>" +
        '<li><strong>Sessions</strong> are used to recognise you securely, keep your data between the steps of checkout and protect your account from unauthorised access.</li>' +
        '</ul>' +
        '<p>You can delete or block cookies in your browser settings, but signing in and the basket may then not work properly.</p>' +
        '<h2>5. Analytics pixel and maps service</h2>' +
        "<p>The website has <strong>no analytics pixel</strong>: pages, scripts, fonts and images come from Bazar itself, and what you view is passed to no outside service. A seller's product video is loaded from YouTube's privacy-enhanced (no-cookie) address only when you press play.</p>" +
        '<p>We use <strong>no maps service</strong>: you choose your delivery address from the list of cities and districts and type the address yourself; your device location is never asked for.</p>' +
        '<h2>6. Sharing data</h2>' +
        '<p>To fulfil an order, your name, phone number and address are shared with the relevant Seller and the courier. Where required by law, data may be provided to competent public authorities.</p>' +
        '<h2>7. Retention periods</h2>' +
        '<p>Your personal data and conversations are kept for <strong>up to 6 (six) years</strong> unless you delete your account. After you delete your account, your data is erased from our systems and backups <strong>no later than 60 (sixty) days</strong> afterwards.</p>' +
        "<h2>8. Children's data</h2>" +
        '<p>The Platform is not intended for children. Data relating to children under 13 is collected only to improve the service. If we find that data of a child under 13 was collected without parental consent, it is deleted. Parents can ask for such data to be deleted by writing to privacy@bazar.az.</p>' +
        '<h2>9. How we protect data</h2>' +
        '<p>All data is transmitted with TLS encryption, passwords are stored as irreversible hashes, access to data is limited to staff whose work requires it, and every access is logged.</p>' +
        '<h2>10. Your rights</h2>' +
        '<p>You have the right to access, update and delete your data, to restrict its processing and to data portability. Details on how to exercise these rights are on the “GDPR” page.</p>' +
        '<h2>11. Changes to this policy</h2>' +
        '<p>Changes to this policy are announced on the website before they take effect. If you do not agree with the changes, you can delete your account; continuing to use the Platform after the changes take effect means that you accept them.</p>' +
        '<h2>12. Governing law and contact</h2>' +
        '<p>This policy is governed by the law of the Republic of Azerbaijan, including the Law of the Republic of Azerbaijan “On Personal Data”. Send any privacy questions to privacy@bazar.az.</p>',
      ru:
        '<p>Настоящая Политика конфиденциальности объясняет, как Bazar (сайт bazar.az) собирает, использует, хранит и защищает персональные данные пользователей. Пользуясь Платформой, вы подтверждаете, что ознакомились с этой политикой.</p>' +
        '<h2>1. Какие данные мы собираем</h2>' +
        '<ul>' +
        '<li><strong>Данные учётной записи:</strong> имя, фамилия, номер мобильного телефона, адрес электронной почты.</li>' +
        '<li><strong>Данные заказов:</strong> адреса доставки, купленные товары, способ оплаты и суммы.</li>' +
        '<li><strong>Переписка:</strong> запросы продавцам о товарах, которых нет в наличии, ваши отзывы о доставке и обращения в службу поддержки.</li>' +
        '<li><strong>Технические данные:</strong> IP-адрес, тип браузера и устройства, язык, просмотренные страницы.</li>' +
        '</ul>' +
        '<h2>2. Как мы используем данные</h2>' +
        '<p>Мы используем ваши данные для выполнения и доставки заказов, оформления возвратов, связи с вами, предотвращения мошенничества и улучшения сервиса. Рекламных рассылок мы не отправляем. Мы никому не продаём ваши персональные данные.</p>' +
        '<h2>3. Платёжные данные</h2>' +
        '<p>Оплата картой проходит на защищённой странице самого банка, поэтому Bazar не видит номер вашей карты. Уведомления о заказах и заявках мы отправляем на сайте, по SMS и по электронной почте — так, как вы выбрали в «Настройках уведомлений». <strong>Платёжные данные никогда не хранятся в файле</strong> — ни на наших серверах, ни в журналах, ни в резервных копиях: в заказе записываются только способ оплаты и сумма.</p>' +
        '<h2>4. Файлы cookie, локальное хранилище и сессии</h2>' +
        '<ul>' +
        '<li><strong>Файлы cookie</strong> нужны, чтобы вы оставались в учётной записи, чтобы сохранялась корзина и запоминался выбранный язык.</li>' +
        '<li><strong>Локальное хранилище (local storage)</strong> в вашем браузере хранит выбранный язык и копию корзины и избранного незарегистрированного пользователя.</li>' +
        '<li><strong>Сессии</strong> используются, чтобы безопасно вас распознавать, сохранять данные между шагами оформления заказа и защищать учётную запись от несанкционированного доступа.</li>' +
        '</ul>' +
        '<p>Вы можете удалить или заблокировать cookie в настройках браузера, но тогда вход в учётную запись и корзина могут работать неправильно.</p>' +
        '<h2>5. Аналитический пиксель и картографический сервис</h2>' +
        '<p><strong>Аналитического пикселя</strong> на сайте нет: страницы, скрипты, шрифты и изображения загружаются с самого Bazar, и то, что вы просматриваете, не передаётся внешним сервисам. Видео товара от продавца загружается с адреса YouTube с усиленной конфиденциальностью (no-cookie) только когда вы его запускаете.</p>' +
        '<p><strong>Картографическим сервисом</strong> мы не пользуемся: адрес доставки вы выбираете из списка городов и районов и вводите сами; местоположение устройства не запрашивается.</p>' +
        '<h2>6. Передача данных</h2>' +
        '<p>Для выполнения заказа ваше имя, номер телефона и адрес передаются соответствующему Продавцу и курьеру. В случаях, предусмотренных законом, данные могут быть предоставлены уполномоченным государственным органам.</p>' +
        '<h2>7. Сроки хранения</h2>' +
        '<p>Ваши персональные данные и переписка хранятся <strong>до 6 (шести) лет</strong>, если учётная запись не удалена. После удаления учётной записи данные удаляются из наших систем и резервных копий <strong>не позднее чем через 60 (шестьдесят) дней</strong>.</p>' +
        '<h2>8. Данные детей</h2>' +
        '<p>Платформа не предназначена для детей. Данные, относящиеся к детям младше 13 лет, собираются только для улучшения сервиса. Если выяснится, что данные ребёнка младше 13 лет были собраны без согласия родителей, они удаляются. Родители могут потребовать удаления таких данных, написав на privacy@bazar.az.</p>' +
        '<h2>9. Защита данных</h2>' +
        '<p>Все данные передаются с шифрованием TLS, пароли хранятся в виде необратимых хешей, доступ к данным есть только у сотрудников, которым он необходим по работе, и каждый доступ записывается в журнал.</p>' +
        '<h2>10. Ваши права</h2>' +
        '<p>Вы вправе получить доступ к своим данным, обновить и удалить их, ограничить их обработку и перенести их. Подробно о том, как воспользоваться этими правами, рассказано на странице «GDPR».</p>' +
        '<h2>11. Изменения политики</h2>' +
        '<p>Об изменениях этой политики мы сообщаем на сайте до их вступления в силу. Если вы не согласны с изменениями, вы можете удалить учётную запись; продолжение использования Платформы после вступления изменений в силу означает их принятие.</p>' +
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
        '<p>Haqqınızda hansı məlumatları saxladığımızı, onları hansı məqsədlə emal etdiyimizi, kimlərə ötürdüyümüzü və nə qədər saxlayacağımızı öyrənə, həmçinin məlumatlarınızın surətini ala bilərsiniz.</p>' +
        '<h3>Yeniləmə (düzəliş) hüququ</h3>' +
        '<p>Yanlış və ya köhnəlmiş məlumatların düzəldilməsini tələb edə bilərsiniz. Ad, telefon nömrəsi, e-poçt və çatdırılma ünvanlarını profilinizdə özünüz dəyişə bilərsiniz.</p>' +
        '<h3>Silinmə hüququ</h3>' +
        '<p>Hesabınızın və onunla bağlı fərdi məlumatların silinməsini tələb edə bilərsiniz. Hesab silindikdən sonra məlumatlarınız <strong>60 gündən gec olmayaraq</strong> bütün sistemlərimizdən və ehtiyat nüsxələrdən silinir.</p>' +
        '<h3>Emalın məhdudlaşdırılması hüququ</h3>' +
        '<p>Məlumatların düzgünlüyünə etiraz etdikdə və ya emalın qanuniliyi ilə razı olmadıqda, məsələ həll olunanadək məlumatlarınızın yalnız saxlanılmasını və başqa məqsədlə emal edilməməsini tələb edə bilərsiniz.</p>' +
        '<h3>Daşınma hüququ</h3>' +
        '<p>Bizə təqdim etdiyiniz məlumatları — profil, ünvanlar və sifariş tarixçəsi — strukturlaşdırılmış, maşınla oxunan formatda almaq və başqa xidmətə ötürmək hüququnuz var: bunun üçün bizə məktubla müraciət edin.</p>' +
        '<h2>Hüquqlarınızdan necə istifadə etmək olar</h2>' +
        '<ol>' +
        '<li><strong>Profildən:</strong> ad, soyad, e-poçt, telefon nömrəsi və çatdırılma ünvanlarını “Profil” bölməsində özünüz düzəldə bilərsiniz.</li>' +
        '<li><strong>Məktubla:</strong> qeydiyyatda olan e-poçt ünvanınızdan <strong>privacy@bazar.az</strong> ünvanına yazın və hansı hüququnuzdan istifadə etmək istədiyinizi göstərin.</li>' +
        '</ol>' +
        '<p>Məlumatlarınızı başqasına vermədiyimizə əmin olmaq üçün şəxsiyyətinizi hesabınıza bağlı nömrəyə göndərilən kodla təsdiqləməyinizi xahiş edə bilərik.</p>' +
        '<h2>Cavab müddəti</h2>' +
        '<p>Bütün müraciətlərə daxil olduğu gündən <strong>30 gün ərzində</strong> cavab veririk. Müraciəti yerinə yetirmək mümkün olmadıqda (məsələn, hələ çatdırılmamış sifariş varsa), səbəbini də bu müddətdə yazılı şəkildə izah edirik. Bu hüquqlardan istifadə pulsuzdur.</p>' +
        '<h2>Şikayət hüququ</h2>' +
        '<p>Cavabımızdan razı qalmasanız, Azərbaycan Respublikasının fərdi məlumatlar sahəsində səlahiyyətli dövlət orqanına, Avropa İttifaqında yaşayırsınızsa, yaşadığınız ölkənin məlumatların mühafizəsi üzrə nəzarət orqanına şikayət edə bilərsiniz.</p>',
      en:
        "<p>Bazar processes its users' personal data in line with the law of the Republic of Azerbaijan and the principles of the European Union's General Data Protection Regulation (GDPR). This page explains which rights you have over your data and how to exercise them.</p>" +
        '<h2>Your rights</h2>' +
        '<h3>Right of access</h3>' +
        '<p>You can find out what data we hold about you, why we process it, who we share it with and how long we keep it, and you can get a copy of your data.</p>' +
        '<h3>Right to update (rectification)</h3>' +
        '<p>You can ask us to correct data that is wrong or out of date. You can change your name, phone number, e-mail and delivery addresses yourself in your profile.</p>' +
        '<h3>Right to deletion</h3>' +
        '<p>You can ask us to delete your account and the personal data linked to it. After the account is deleted, your data is erased from all our systems and backups <strong>no later than 60 days</strong> afterwards.</p>' +
        '<h3>Right to restriction of processing</h3>' +
        '<p>If you contest the accuracy of your data or object to the lawfulness of its processing, you can ask us to only store it and not use it for any other purpose until the matter is resolved.</p>' +
        '<h3>Right to data portability</h3>' +
        '<p>You have the right to receive the data you gave us — your profile, addresses and order history — in a structured, machine-readable format and to pass it on to another service: ask us for it at privacy@bazar.az.</p>' +
        '<h2>How to exercise your rights</h2>' +
        '<ol>' +
        '<li><strong>From your profile:</strong> you can correct your name, e-mail, phone number and delivery addresses yourself under “Profile”.</li>' +
        '<li><strong>By e-mail:</strong> write to <strong>privacy@bazar.az</strong> from the e-mail address registered on your account and say which right you want to exercise.</li>' +
        '</ol>' +
        '<p>To make sure we do not hand your data to someone else, we may ask you to confirm your identity with a code sent to the phone number linked to your account.</p>' +
        '<h2>Response time</h2>' +
        '<p>We answer every request <strong>within 30 days</strong> of receiving it. If we cannot fulfil a request (for example, because an order has not been delivered yet), we explain why in writing within the same period. Exercising these rights is free of charge.</p>' +
        '<h2>Right to complain</h2>' +
        '<p>If you are not satisfied with our answer, you can complain to the competent personal data authority of the Republic of Azerbaijan or, if you live in the European Union, to the data protection supervisory authority of your country.</p>',
      ru:
        '<p>Bazar обрабатывает персональные данные пользователей в соответствии с законодательством Азербайджанской Республики и принципами Общего регламента по защите данных Европейского союза (GDPR). На этой странице объясняется, какие права у вас есть в отношении ваших данных и как ими воспользоваться.</p>' +
        '<h2>Ваши права</h2>' +
        '<h3>Право на доступ</h3>' +
        '<p>Вы можете узнать, какие данные о вас мы храним, с какой целью обрабатываем, кому передаём и как долго храним, а также получить их копию.</p>' +
        '<h3>Право на обновление (исправление)</h3>' +
        '<p>Вы можете потребовать исправить неверные или устаревшие данные. Имя, номер телефона, электронную почту и адреса доставки можно изменить самостоятельно в профиле.</p>' +
        '<h3>Право на удаление</h3>' +
        '<p>Вы можете потребовать удалить учётную запись и связанные с ней персональные данные. После удаления учётной записи данные стираются из всех наших систем и резервных копий <strong>не позднее чем через 60 дней</strong>.</p>' +
        '<h3>Право на ограничение обработки</h3>' +
        '<p>Если вы оспариваете точность данных или законность их обработки, вы можете потребовать, чтобы до решения вопроса данные только хранились и не использовались для других целей.</p>' +
        '<h3>Право на переносимость данных</h3>' +
        '<p>Вы вправе получить предоставленные нам данные — профиль, адреса и историю заказов — в структурированном машиночитаемом формате и передать их другому сервису: для этого напишите нам.</p>' +
        '<h2>Как воспользоваться правами</h2>' +
        '<ol>' +
        '<li><strong>В профиле:</strong> имя, фамилию, электронную почту, номер телефона и адреса доставки можно исправить самостоятельно в разделе «Профиль».</li>' +
        '<li><strong>По электронной почте:</strong> напишите на <strong>privacy@bazar.az</strong> с адреса, указанного в учётной записи, и укажите, каким правом хотите воспользоваться.</li>' +
        '</ol>' +
        '<p>Чтобы не передать ваши данные постороннему, мы можем попросить подтвердить личность кодом, отправленным на номер телефона, привязанный к учётной записи.</p>' +
        '<h2>Срок ответа</h2>' +
        '<p>Мы отвечаем на каждое обращение <strong>в течение 30 дней</strong> с момента его получения. Если выполнить запрос невозможно (например, заказ ещё не доставлен), мы письменно объясним причину в тот же срок. Реализация этих прав бесплатна.</p>' +
        '<h2>Право на жалобу</h2>' +
        '<p>Если наш ответ вас не устроил, вы можете обратиться в уполномоченный государственный орган Азербайджанской Республики в сфере персональных данных, а если вы живёте в Европейском союзе — в надзорный орган по защите данных вашей страны.</p>',
    },
  },
];
