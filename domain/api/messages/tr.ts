import type { ProblemCode } from "./en.ts";

/** Turkish problem messages: the same keys as en.ts. */
export const tr: Record<ProblemCode, string> = {
  // --- any request --------------------------------------------------------------------------------------------
  invalidFields: "{{field}}: {{reason}}",
  invalidJson: "İstek gövdesi geçerli bir JSON değil.",
  notAnObject: "İstek gövdesi bir JSON nesnesi olmalı.",
  bodyTooLarge: "İstek gövdesi çok büyük.",
  noRoute: "{{method}} {{path}} için bir API yolu yok",
  nothingHere: "{{method}} {{path}} adresinde bir şey yok",
  methodNotAllowed: "{{method}} burada desteklenmiyor.",
  internal: "Bizim tarafımızda bir sorun oluştu. Lütfen yeniden deneyin.",
  requestFailed: "İstek başarısız oldu ({{status}}).",

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
  duplicate: "Birden fazla kez geçiyor",
  invalid: "Geçerli değil",
  digits: "{{n}} haneli olmalı",
  startsWith: "{{digit}} ile başlamalı",
  startsWithOneOf: "Şunlardan biriyle başlamalı: {{digits}}",
  checkDigit: "Kontrol hanesi tutmuyor",
  cipcPattern: "YYYY/NNNNNN/NN biçiminde olmalı",
  cipcYear: "Yıl {{min}} ile {{max}} arasında olmalı",
  cipcSuffix: "Şirket türü (son iki hane) 06, 07, 08, 21 ya da 23 olmalı",
  birthDate: "İlk altı hane gerçek bir doğum tarihi olmalı (YYAAGG)",
  citizenship: "11. hane (vatandaşlık) 0 ya da 1 olmalı",
  // --- sign-in and sessions (server/auth) ----------------------------------------------------------------------
  signInRequired: "Önce oturum açın: bu çağrı Authorization: Bearer <token> başlığı gerektirir.",
  invalidSession: "Geçersiz jwt_access_token",
  demoSessionNotAllowed: "Demo oturumu arka ofisi kullanamaz. Bir büro hesabıyla oturum açın.",
  loginFailed: "E-posta ya da parola yanlış.",
  accessTokenInvalid: "Geçersiz erişim belirteci algılandı",
  tooManySignIns: "Çok fazla başarısız oturum açma denemesi. {{seconds}} sn sonra yeniden deneyin.",
  googleNotEnabled:
    "Google ile oturum açma bu sunucuda etkin değil. Bir yönetici, Google Cloud'da <bu sunucu>/api/users/auth/google/callback yönlendirme adresiyle bir OAuth 2.0 web istemcisi oluşturup GOOGLE_CLIENT_ID ve GOOGLE_CLIENT_SECRET değerlerini ayarlayarak ve Ledgerdesk'i yeniden başlatarak etkinleştirir.",
  loginEmail: "Lütfen geçerli bir e-posta adresi girin",
  loginPasswordLength: "En az 6 karakter olmalı",

  // --- back office (server/backoffice) -------------------------------------------------------------------------

  // --- workflows (server/workflows) ----------------------------------------------------------------------------

  // --- proxy to the practice's backend (server/proxy.ts) -------------------------------------------------------
  proxyTimeout: "Büronun sunucusu {{seconds}} içinde yanıt vermedi.",
  proxyBadAnswer: "{{origin}} adresindeki büro sunucusu iletilemeyen bir yanıt gönderdi.",
  proxyUnreachable: "{{origin}} adresindeki büro sunucusuna ulaşılamıyor.",
  proxyInsecure:
    "{{origin}} adresindeki büro sunucusuna güvenli biçimde ulaşılamıyor (TLS sertifikası ya da el sıkışması).",
  proxyFailed: "{{origin}} adresindeki büro sunucusuna yapılan istek yanıt gelmeden başarısız oldu.",
  // --- demo apps (server/demo) ---------------------------------------------------------------------------------
};
