import type { ProblemCode } from "./en.ts";

/** Turkish problem messages: the same keys as en.ts. */
export const tr: Record<ProblemCode, string> = {
  // --- any request --------------------------------------------------------------------------------------------
  invalidFields: "{{field}}: {{reason}}",
  invalidJson: "İstek gövdesi geçerli bir JSON değil.",
  bodyTooDeep: "İstek gövdesi {{max}} düzeyden daha derin iç içe geçmiş.",
  notAnObject: "İstek gövdesi bir JSON nesnesi olmalı.",
  bodyTooLarge: "İstek gövdesi çok büyük.",
  noRoute: "{{method}} {{path}} için bir API yolu yok",
  nothingHere: "{{method}} {{path}} adresinde bir şey yok",
  methodNotAllowed: "{{method}} burada desteklenmiyor.",
  internal: "Bizim tarafımızda bir sorun oluştu. Lütfen yeniden deneyin.",
  requestFailed: "İstek başarısız oldu ({{status}}).",
  storeUnavailable: "Veritabanına şu anda ulaşılamıyor. Lütfen biraz sonra yeniden deneyin.",
  storeFull: "Veritabanının diski dolu: yer açılana kadar hiçbir şey kaydedilemez. Okuma sürüyor.",

  // --- field problems (inside `fields`) ------------------------------------------------------------------------
  required: "Zorunlu",
  object: "Bir nesne olmalı",
  text: "Metin olmalı",
  number: "Bir sayı olmalı",
  list: "Liste olmalı",
  integer: "Tam sayı olmalı",
  money: "1250.00 gibi bir tutar olmalı",
  negative: "Negatif olamaz",
  date: "Geçerli bir tarih olmalı (YYYY-AA-GG)",
  dateTime: "Geçerli bir tarih ve saat olmalı",
  bool: "Evet ya da hayır olmalı",
  ref: "Bir kayıt kimliği olmalı",
  email: "Geçerli bir e-posta adresi olmalı",
  phone: "Geçerli bir telefon numarası olmalı",
  url: "Geçerli bir web adresi olmalı",
  version: "Pozitif bir tam sayı olmalı",
  oneOf: "Şunlardan biri olmalı: {{options}}",
  atMostChars: "En fazla {{n}} karakter olmalı",
  atLeastChars: "En az {{n}} karakter olmalı",
  atMostItems: "En fazla {{n}} satır içerebilir",
  atLeastItems: "En az {{n}} satır içermeli",
  between: "{{min}} ile {{max}} arasında olmalı",
  atLeast: "En az {{n}} olmalı",
  atMost: "En fazla {{n}} olmalı",
  pattern: "Biçimi yanlış",
  unknownField: "Bu isteğin bir alanı değil",
  noNul: "NUL karakteri içermemeli",
  wholeCharacters: "Yarım bir karakter (tek başına bir vekil) içeriyor",
  duplicate: "Birden fazla kez geçiyor",
  invalid: "Geçerli değil",
  reasonForOtherDate: "Son tarihin neden kuralların verdiği {{date}} olmadığını yazın",
  digits: "{{n}} haneli olmalı",
  startsWith: "{{digit}} ile başlamalı",
  startsWithOneOf: "Şunlardan biriyle başlamalı: {{digits}}",
  checkDigit: "Kontrol hanesi tutmuyor",
  cipcPattern: "YYYY/NNNNNN/NN biçiminde olmalı",
  registrationPattern: "YYYY/NNNNNN/NN (CIPC) veya IT 1234/2015 (tröst) biçiminde olmalı",
  cipcYear: "Yıl {{min}} ile {{max}} arasında olmalı",
  cipcSuffix: "Şirket türü (son iki hane) 06, 07, 08, 21 ya da 23 olmalı",
  birthDate: "İlk altı hane gerçek bir doğum tarihi olmalı (YYAAGG)",
  citizenship: "11. hane (vatandaşlık) 0 ya da 1 olmalı",
  // --- sign-in and sessions (server/auth) ----------------------------------------------------------------------
  signInRequired: "Önce oturum açın: bu çağrı Authorization: Bearer <token> başlığı gerektirir.",
  invalidSession: "Geçersiz jwt_access_token",
  sessionEnded: "Oturumunuz sonlandırıldı. Yeniden oturum açın.",
  sessionIdle: "Bir süre işlem yapılmadığı için oturumunuz kapatıldı. Yeniden oturum açın.",
  twoFactorChallengeInvalid:
    "Bu oturum açma adımının süresi doldu. E-posta ve parolanızla yeniden oturum açın.",
  twoFactorCodeWrong:
    "Bu kod doğru değil. Doğrulayıcı uygulamanızdaki güncel kodu ya da bir kurtarma kodunu yazın.",
  twoFactorCodeUsed: "Bu kod zaten kullanıldı. Doğrulayıcı uygulamanızda bir sonrakini bekleyin.",
  tooManyTwoFactorCodes: "Çok fazla yanlış kod. {{wait}} sonra yeniden deneyin.",
  twoFactorAlreadyOn: "İki adımlı oturum açma zaten açık. Yeniden kurmak için önce kapatın.",
  twoFactorRequired: "Büro, rolünüz için iki adımlı oturum açmayı zorunlu tutuyor: kapatılamaz.",
  twoFactorEnrolmentRequired:
    "Büro, rolünüz için iki adımlı oturum açmayı zorunlu tutuyor. Önce kullanıcı menünüzdeki İki adımlı oturum açma bölümünden kurun.",
  twoFactorResetOwn:
    "Kendi iki adımlı oturum açmanızı sıfırlayamazsınız: İki adımlı oturum açma sayfanızdan kapatın.",
  demoSessionNotAllowed: "Demo oturumu arka ofisi kullanamaz. Bir büro hesabıyla oturum açın.",
  loginFailed: "E-posta ya da parola yanlış.",
  accessTokenInvalid: "Geçersiz erişim belirteci algılandı",
  tooManySignIns: "Çok fazla başarısız oturum açma denemesi. {{wait}} sonra yeniden deneyin.",
  googleNotEnabled:
    "Google ile oturum açma bu sunucuda etkin değil. Bir yönetici, Google Cloud'da <bu sunucu>/api/users/auth/google/callback yönlendirme adresiyle bir OAuth 2.0 web istemcisi oluşturup GOOGLE_CLIENT_ID ve GOOGLE_CLIENT_SECRET değerlerini ayarlayarak ve Ledgerdesk'i yeniden başlatarak etkinleştirir.",
  googleCancelled: "Google ile oturum açma iptal edildi ({{reason}}).",
  googleStateMismatch: "Google ile oturum açma doğrulanamadı (durum uyuşmazlığı). Lütfen yeniden deneyin.",
  googleNoCode: "Google bir yetkilendirme kodu döndürmedi.",
  googleNotConfirmed: "Google oturum açmayı onaylayamadı. Lütfen yeniden deneyin.",
  googleNoEmail: "Google bu hesap için bir e-posta adresi onaylamadı.",
  googleNoAccount: "{{email}} adresini kullanan etkin bir Ledgerdesk hesabı yok. Bir yöneticiye başvurun.",
  googleTwoFactor: "Bu hesap Google ile değil, parolası ve iki aşamalı doğrulama koduyla oturum açar.",
  resetLinkInvalid:
    "Bu sıfırlama bağlantısı geçerli değil: zaten kullanıldı, daha yenisiyle değiştirildi ya da {{minutes}} dakikadan eski. Yeni bir bağlantı isteyin.",
  tooManyResetRequests: "Buradan çok fazla sıfırlama isteği geldi. {{wait}} sonra yeniden deneyin.",
  mailNotConfigured:
    "Bu sunucu e-posta gönderemiyor (SMTP_URL ayarlı değil), bu yüzden sıfırlama bağlantısı gönderemez. Parolanızı bir yöneticiye ayarlatın.",
  loginEmail: "Lütfen geçerli bir e-posta adresi girin",
  loginPasswordLength: "En az 6 karakter olmalı",

  // --- back office (server/backoffice) -------------------------------------------------------------------------
  noSuchResource: "{{resource}} adında bir arka ofis kaynağı yok.",
  recordNotFound: "{{id}} kimlikli {{resource}} yok.",
  notSupportedOnList: "{{method}} bir listede desteklenmiyor.",
  notSupportedOnRecord: "{{method}} bir kayıtta desteklenmiyor.",
  cannotCreate: "{{label}} kayıtları oluşturulamaz.",
  cannotChange: "{{label}} kayıtları değiştirilemez.",
  cannotDelete: "{{label}} kayıtları silinemez.",
  recordLocked: "{{reason}}",
  roleMayNot: "Rolünüz ({{role}}) {{module}} kayıtlarında {{action}} yetkisine sahip değil.",
  staleRecord:
    "Bu {{label}} kaydı, siz açtıktan sonra başka biri tarafından değiştirildi. Değişikliklerini inceleyip yeniden kaydedin.",
  recordInUse: "{{title}} silinemez: {{users}} tarafından kullanılıyor.",
  valueTaken: "{{field}}: {{reason}}",
  ownEmployeeRecord: "Kendi çalışan kaydınızı silemezsiniz.",
  lastActiveAdmin:
    "{{name}} son etkin yönetici: büroyu birinin yönetebilmesi için önce başka bir çalışanı etkin yönetici yapın.",
  // bulk changes and change sets (server/backoffice/bulk)
  cannotBulkChange: "{{label}} kayıtları toplu değiştirilemez: tek tek değiştirin.",
  selectionChanged:
    "Seçim, önizlemeden bu yana değişti: önizleme {{counted}} kayıt saymıştı, şimdi {{count}} kayıt var. Yeniden önizleyin.",
  bulkNothing: "Seçilen kayıtların hiçbiri değişmeyecek.",
  bulkTooMany: "Toplu değişiklik en çok {{max}} kayıt alır: seçimi daraltın.",
  changeSetNotFound: "{{id}} kimlikli değişiklik kümesi yok.",
  changeSetMovedOn:
    "Bu değişiklik kümesinden hiçbir şey geri alınamaz: kayıtlarının hepsi o zamandan beri değişti ({{records}}).",
  fieldNotWritable: "Sunucu tarafından belirlenir: elle değiştirilemez",
  fieldNotBulk: "Toplu olarak değiştirilemez",
  uniqueNotBulk: "Her kayıtta farklı olmalı: birçok kayda birden verilemez",
  bulkSelection: "Kayıtları ya kimlikleriyle ya da bir liste sorgusuyla verin, ikisinden birini",
  noSuchRecord: "{{id}} kimlikli {{resource}} yok.",
  notYourClient:
    "Kendinizi bu müşterinin ortağı veya yöneticisi yapın: yalnızca kendi müşterilerinizi görürsünüz",
  chooseYourClient: "Müşterilerinizden birini seçin: yalnızca kendi müşterilerinizin kayıtlarını görürsünüz",
  alreadyUsedBy: "Başka bir {{resource}} zaten {{field}} olarak {{value}} değerine sahip.",
  emailTaken: "Bu e-posta başka bir çalışana ait.",
  notSortable: '"{{field}}" ile sıralanamaz: {{resource}} için sıralanabilir bir alan değil',
  wholeFrom: "{{min}} ya da daha büyük bir tam sayı olmalı",
  noBlankFilter: "{{field}} boş değerlere göre süzülemez",
  noRangeFilter: "{{field}} bir aralığa göre süzülemez",
  oneValue: "Tek bir değer verin",
  unknownParameter: 'Bilinmeyen parametre: {{resource}} içinde "{{name}}" alanı yok',
  cannotFilterBy: '"{{name}}" ile süzülemez',
  badCursor: "Bu listede bir konum değil (liste artık başka türlü sıralı): ilk sayfadan yeniden başlayın",
  pageAndCursor: "Ya bir sayfa ya da bir başlangıç konumu (after veya before) verin, ikisini birden değil",
  // listelerin kayıtlı görünümleri ve sütunları
  noSuchView: "Bu listenin görebileceğiniz {{id}} adlı kayıtlı görünümü yok.",
  viewNotYours:
    "Bu görünüm başka bir kullanıcıya ait: yalnızca sahibi, paylaşılan bir görünümde ise bir yönetici değiştirebilir.",
  viewShareAdminsOnly:
    "Bir görünümü herkesle yalnızca bir yönetici paylaşabilir: onu kendi görünümünüz olarak kaydedin.",
  staleView:
    "{{name}} görünümü siz açtıktan sonra başka biri tarafından değiştirildi. Değişiklikleri inceleyip yeniden kaydedin.",
  notAColumn: '{{resource}} için bir sütun değil: "{{name}}" adlı alan yok',
  columnTwice: '"{{name}}" sütununu iki kez gösteriyor',
  notInView: "Bir görünüm yalnızca arama, filtre ve sıralamayı tutar, {{name}} değerini değil",

  // --- workflows (server/workflows) ----------------------------------------------------------------------------
  yearLike: "2026 gibi bir yıl olmalı",
  triggerInactive: "{{name}} tetikleyicisi etkin değil: çalıştırmak için etkinleştirin.",
  triggerUnusable:
    "{{name}} tetikleyicisinin kullanılabilir bir zamanlaması ya da vergi türü yok: önce düzenleyin.",
  unknownFilter: 'Bilinmeyen parametre: raporda "{{name}}" süzgeci yok',
  toBeforeFrom: "{{from}} tarihinde ya da sonrasında olmalı",
  rangeTooLong: "{{from}} tarihinden en fazla {{n}} gün sonra olmalı",
  othersWork:
    "Rolünüz ({{role}}) yalnızca kendi işinizi görebilir; başka bir çalışanın ya da tüm ekibin işini göremez.",
  noSuchFeed: "Bu adreste bir takvim akışı yok: iptal edilmiş ya da hiç oluşturulmamış.",
  tooManyFeedRequests:
    "Buradan hiçbir şey açmayan çok fazla takvim akışı adresi istendi. {{wait}} sonra yeniden deneyin.",

  // --- compliance ---
  periodNotOfKind: "Bu yükümlülüğün bir dönemi olmalı, {{example}} gibi yazılır",
  seasonYearTaken: "{{year}} beyan dönemi zaten kayıtlı: onu değiştirin",
  vatFilingWithoutVat:
    "KDV beyanını yalnızca KDV mükellefi verir: önce bir KDV kategorisi seçin ya da boş bırakın",
  vatWithoutFiling: "KDV mükellefi için gerekli: eFiling ya da şube",
  topUpWithoutProvisional: "Üçüncü geçici ödemeyi yalnızca geçici vergi mükellefi yapar",
  incorporationForCompaniesOnly: "CIPC kuruluş tarihi yalnızca şirketlerde ve kapalı şirketlerde olur",
  seasonUnknown:
    "Beyan dönemlerinde {{years}} için satır yok, oysa tarihleri bu çalıştırmaya düşüyor: önce beyan dönemleri sayfasında ekleyin.",
  // --- documents (server/documents) ---------------------------------------------------------------------------
  noSuchDocumentVersion: "Bu belgenin {{n}}. sürümü yok.",
  documentOnHold:
    "Bu belge, müşterisinin bir itirazı veya SARS denetimi açık olduğu için yasal saklama altında: bu sonuçlanana kadar silinemez ve kalıcı olarak yok edilemez.",
  notInBin: "Bu belge çöp kutusunda değil: geri yüklendi veya kalıcı olarak silindi.",
  binnedChanged: "Bu belge siz baktıktan sonra geri yüklenip yeniden silindi: çöp kutusunu yeniden açın.",
  documentNotDue: "{{name}} {{endsOn}} tarihine kadar saklanır: saklama süresi dolmadı.",
  retentionAdminsOnly:
    "Saklama süresi dolan belgeleri yalnızca bir yönetici inceleyip kalıcı olarak silebilir.",
  documentTooLarge: "Dosya, bir belgenin olabileceği {{maxMb}} MB sınırından büyük.",
  fileEmpty: "Boş: dosyada hiçbir şey yok",
  fileTypeRefused:
    "Bir büronun sakladığı türde bir dosya değil: PDF, görsel, Office belgesi, CSV, metin ya da ZIP",
  fileCut: "Dosyanın tamamı gelmeden bitti: yeniden yükleyin",
  nameTooLong: "En çok {{max}} karakter olmalı",
  nameHasPath: "/ ya da \\ içermemeli",
  nameHasControl: "Denetim ya da yön karakteri içermemeli",
  // document requests and their upload links
  requestLinkUnknown:
    "Bu bağlantı hiçbir belge talebini açmıyor: e-postanızdaki adresi denetleyin ya da ofisinizden yeni bir bağlantı isteyin.",
  requestLinkExpired: "Bu bağlantının süresi doldu: ofisinizden size yenisini göndermesini isteyin.",
  requestLinkRevoked:
    "Bu bağlantı ofisiniz tarafından geri alındı: size gönderilen en yeni bağlantıyı kullanın.",
  requestItemForeign: "Bu belge, bu bağlantının istediği belgelerden biri değil.",
  requestItemUnknown: "Bu talep böyle bir belge istemiyor.",
  requestItemReceived: "Bu belge zaten alındı.",
  requestNotOpen: "Bu talep {{status}}: bunun için artık bir şey gönderilemez ya da yüklenemez.",
  requestNoContact:
    "Müşterinin talebin gönderileceği bir e-posta adresi yok: müşteri kaydına bir adres ekleyin.",
  requestMailFailed:
    "Müşteriye e-posta gönderilemedi ({{reason}}); taşıdığı bağlantı geri alındı. Yeniden deneyin.",
  requestTemplatesAdmins: "Talep şablonlarını yalnızca yöneticiler düzenler.",
  jobTemplatesAdmins: "İş şablonlarını yalnızca yöneticiler düzenler.",
  recurrenceNeverFires: "Seçilen aylarda hiçbir dönem bu günde başlamıyor: o aylarda bulunan bir gün seçin",
  filterOnly:
    "Kayıtlı filtre yalnızca müşteri listesinin filtrelerini ve aramasını tutar, sıralamasını ya da sayfasını değil",
  notAStage: "Şablonun aşamalarından biri olmalı: {{stages}}",
  returnOfAnotherClient: "Bu işin müşterisine ait bir beyanname seçin",
  jobTemplateInactive: "{{name}} iş şablonu etkin değil: çalıştırmak için etkinleştirin.",
  requestWithoutItems: "En az bir belge listelenmeli (ya da bir şablon seçilmeli)",
  requestItemsFixed: "Talep gönderildikten sonra değiştirilemez: talebi iptal edip yeniden isteyin",
  tooManyRequestLinkTries:
    "Buradan hiçbir şey açmayan çok fazla bağlantı denendi. {{wait}} sonra yeniden deneyin.",

  // --- approvals in the client portal (server/portal/approvals.ts) -----------------------------------------------
  noSuchApproval: "{{id}} onayı yok.",
  approvalAlreadyAsked: "Müşteriye bu belgenin {{version}}. sürümü zaten soruldu: önce onu geri çekin.",
  approvalNotOpen: "Bu onay artık açık değil: zaten kabul edildi ya da geri çekildi.",
  approvalStale:
    "Belge size sorulduktan sonra değişti ({{asked}}. sürüm soruldu, güncel sürüm {{current}}): büronuzun yeniden sorması gerekir.",

  // --- the client portal (server/portal) ---------------------------------------------------------------------
  portalContactNoEmail: "Kişinin davet edilecek bir e-posta adresi yok: kişinin kaydına bir adres ekleyin.",
  portalNotInvited: "Bu kişi müşteri portalına davet edilmedi ya da erişimi geri alındı.",
  portalMailFailed: "Davet gönderilemedi ({{reason}}); taşıdığı bağlantı geri alındı. Yeniden deneyin.",
  portalInvitationUnknown:
    "Bu davet hiçbir şey açmıyor: kullanıldı, yenisiyle değiştirildi ya da geri alındı. Bir kodla oturum açın ya da büronuzdan sizi yeniden davet etmesini isteyin.",
  portalInvitationExpired: "Bu davetin süresi doldu: büronuzdan yenisini göndermesini isteyin.",
  portalCodeWrong: "Bu kod yanlış ya da süresi dolmuş: kontrol edin ya da yeni bir kod isteyin.",
  portalLinkUnknown:
    "Bu giriş bağlantısı hiçbir şey açmıyor: yenisiyle değiştirildi ya da size ait değil. Yeni bir kod isteyin.",
  portalLinkUsed:
    "Bu giriş bağlantısı zaten kullanıldı: yalnızca bir kez çalışır. Yeniden giriş için yeni bir kod isteyin.",
  portalLinkExpired:
    "Bu giriş bağlantısının süresi doldu ({{minutes}} dakika çalışır): yeni bir kod isteyin.",
  portalTwoFactorWrong: "Bu kod doğru değil: doğrulama uygulamanızdaki güncel kodu yazın.",
  portalChallengeInvalid: "Bu giriş adımının süresi doldu: yeni bir kod isteyip yeniden giriş yapın.",
  portalCodeTriesUsed: "Bu kod {{tries}} kez yanlış denendi ve artık çalışmıyor: yeni bir kod isteyin.",
  tooManyPortalTries: "Buradan çok fazla deneme yapıldı. {{wait}} sonra yeniden deneyin.",
  tooManyPortalMessages: "Kısa sürede çok sayıda mesaj gönderdiniz. Bunu {{wait}} sonra gönderin.",

  // --- proxy to the practice's backend (server/proxy.ts) -------------------------------------------------------
  proxyTimeout: "Büronun sunucusu {{seconds}} içinde yanıt vermedi.",
  proxyBadAnswer: "{{origin}} adresindeki büro sunucusu iletilemeyen bir yanıt gönderdi.",
  proxyUnreachable: "{{origin}} adresindeki büro sunucusuna ulaşılamıyor.",
  proxyInsecure:
    "{{origin}} adresindeki büro sunucusuna güvenli biçimde ulaşılamıyor (TLS sertifikası ya da el sıkışması).",
  proxyFailed: "{{origin}} adresindeki büro sunucusuna yapılan istek yanıt gelmeden başarısız oldu.",
  proxyPathRefused:
    "Bu adreste büro sunucusunda başka bir yere götürebilecek bir nokta bölümü (. ya da ..) ya da kodlanmış bir eğik çizgi var: iletilmez.",
  // --- demo apps (server/demo) ---------------------------------------------------------------------------------
  anonymousDemoWrite:
    "Demo verilerini değiştirmek için oturum açın: oturum olmadan demo uygulamaları salt okunurdur.",
  demoSandboxChanged: "Demo verileriniz aynı anda başka bir sekmede değişti: yeniden deneyin.",
  courseNotFound: "İstenen kurs yok.",
  productNotFound: "İstenen ürün yok.",
  orderNotFound: "İstenen sipariş yok.",
  mailNotFound: "İstenen e-posta yok.",
  boardNotFound: "İstenen pano yok.",
  listNotFound: "İstenen liste bu panoda yok.",
  cardNotFound: "İstenen kart bu panoda yok.",
  chatUserNotFound: 'Sohbet kullanıcısı bulunamadı: "{{id}}" kimlikli kullanıcı yok.',
  chatContactNotFound: 'Kişi bulunamadı: "{{id}}" kimlikli kişi yok.',
  chatNotFound: 'Sohbet bulunamadı: "{{id}}" kimlikli sohbet yok.',
  noSuchEvent: "Bu kimlikle bir etkinlik yok",
  noSuchContact: "Bu kimlikle bir kişi yok",
  noSuchMail: "Bu kimlikle bir e-posta yok",
  noSuchNote: "Bu kimlikle bir not yok",
  noSuchLabel: "Bu kimlikle bir etiket yok",
  noSuchFolder: "Bu kimlikle bir klasör yok",
  noSuchTodo: "Bu kimlikle bir yapılacak iş yok",
  todoIdExpected: "Bir yapılacak işin kimliği olmalı",
  notYourChatUser: "Kendi sohbet kullanıcı kimliğiniz olmalı",
  chatOfAnotherContact: "Başka bir kişiyle olan sohbet",
  notThisContactsChat: "Bu kişinin sohbeti değil",
  unchangeable: "Değiştirilemez",
  notBefore: "{{other}} değerinden önce olamaz",
  attachmentsFlag: "Eklerin boş olup olmadığını belirtmeli",
  stepCount: "Adım sayısına eşit olmalı",
  stepOutOfRange: "Adımlardan birini göstermeli",
  priceWithTax: "priceTaxExcl artı %{{rate}} vergi olmalı: {{expected}}",
  featuredImage: "Görsellerden birinin kimliği olmalı",
  usedByAnotherProduct: "Başka bir ürün tarafından kullanılıyor",
  enterName: "Bir ad girin",
  boardMember: "Her biri bu panonun farklı bir üyesi olmalı",
  boardLabel: "Her biri bu panonun farklı bir etiketi olmalı",
  attachmentCover: 'Kartın görsel eklerinden biri ya da "" olmalı',
  activityMember: "Her etkinliğin idMember değeri bu panonun bir üyesi olmalı",
  boardLists: "Tam olarak bu panonun listelerini, her birini bir kez içermeli",
  boardCards: "Bu panonun her kartını tam bir kez yerleştirmeli",
};
