import type { Problem, ProblemCode } from "../../../domain/resources/validate.ts";
import { addMessages, t } from "../../app/i18n/index.ts";

type Words = Record<ProblemCode, string>;

const en: Words = {
  required: "Required",
  object: "Must be an object",
  text: "Must be text",
  list: "Must be a list",
  integer: "Must be a whole number",
  money: "Must be an amount like 1250.00",
  negative: "Must not be negative",
  date: "Must be a valid date (YYYY-MM-DD)",
  bool: "Must be yes or no",
  ref: "Must be a record id",
  email: "Must be a valid email address",
  phone: "Must be a valid phone number",
  version: "Must be a positive whole number",
  oneOf: "Must be one of: {{options}}",
  atMostChars: "Must be at most {{n}} characters",
  atLeastChars: "Must be at least {{n}} characters",
  atMostItems: "Must have at most {{n}} entries",
  between: "Must be between {{min}} and {{max}}",
  atLeast: "Must be at least {{n}}",
  atMost: "Must be at most {{n}}",
  digits: "Must be {{n}} digits",
  startsWith: "Must start with {{digit}}",
  startsWithOneOf: "Must start with one of {{digits}}",
  checkDigit: "Check digit does not match",
  cipcPattern: "Must look like YYYY/NNNNNN/NN",
  cipcYear: "Year must be between {{min}} and {{max}}",
  cipcSuffix: "Entity type (last two digits) must be 06, 07, 08, 21 or 23",
  birthDate: "First six digits must be a real date of birth (YYMMDD)",
  citizenship: "11th digit (citizenship) must be 0 or 1",
  identifier: "{{text}}",
};

const tr: Words = {
  required: "Zorunlu",
  object: "Bir nesne olmalı",
  text: "Metin olmalı",
  list: "Liste olmalı",
  integer: "Tam sayı olmalı",
  money: "1250.00 gibi bir tutar olmalı",
  negative: "Negatif olamaz",
  date: "Geçerli bir tarih olmalı (YYYY-AA-GG)",
  bool: "Evet ya da hayır olmalı",
  ref: "Bir kayıt kimliği olmalı",
  email: "Geçerli bir e-posta adresi olmalı",
  phone: "Geçerli bir telefon numarası olmalı",
  version: "Pozitif bir tam sayı olmalı",
  oneOf: "Şunlardan biri olmalı: {{options}}",
  atMostChars: "En fazla {{n}} karakter olmalı",
  atLeastChars: "En az {{n}} karakter olmalı",
  atMostItems: "En fazla {{n}} satır içerebilir",
  between: "{{min}} ile {{max}} arasında olmalı",
  atLeast: "En az {{n}} olmalı",
  atMost: "En fazla {{n}} olmalı",
  digits: "{{n}} haneli olmalı",
  startsWith: "{{digit}} ile başlamalı",
  startsWithOneOf: "Şunlardan biriyle başlamalı: {{digits}}",
  checkDigit: "Kontrol hanesi tutmuyor",
  cipcPattern: "YYYY/NNNNNN/NN biçiminde olmalı",
  cipcYear: "Yıl {{min}} ile {{max}} arasında olmalı",
  cipcSuffix: "Şirket türü (son iki hane) 06, 07, 08, 21 ya da 23 olmalı",
  birthDate: "İlk altı hane gerçek bir doğum tarihi olmalı (YYAAGG)",
  citizenship: "11. hane (vatandaşlık) 0 ya da 1 olmalı",
  identifier: "{{text}}",
};

const ar: Words = {
  required: "مطلوب",
  object: "يجب أن يكون كائنًا",
  text: "يجب أن يكون نصًا",
  list: "يجب أن يكون قائمة",
  integer: "يجب أن يكون عددًا صحيحًا",
  money: "يجب أن يكون مبلغًا مثل 1250.00",
  negative: "لا يجوز أن يكون سالبًا",
  date: "يجب أن يكون تاريخًا صالحًا (YYYY-MM-DD)",
  bool: "يجب أن يكون نعم أو لا",
  ref: "يجب أن يكون معرّف سجل",
  email: "يجب أن يكون بريدًا إلكترونيًا صالحًا",
  phone: "يجب أن يكون رقم هاتف صالحًا",
  version: "يجب أن يكون عددًا صحيحًا موجبًا",
  oneOf: "يجب أن يكون أحد الخيارات: {{options}}",
  atMostChars: "يجب ألا يتجاوز {{n}} حرفًا",
  atLeastChars: "يجب ألا يقل عن {{n}} حرفًا",
  atMostItems: "يجب ألا يتجاوز {{n}} عنصرًا",
  between: "يجب أن يكون بين {{min}} و{{max}}",
  atLeast: "يجب ألا يقل عن {{n}}",
  atMost: "يجب ألا يزيد على {{n}}",
  digits: "يجب أن يتكون من {{n}} أرقام",
  startsWith: "يجب أن يبدأ بالرقم {{digit}}",
  startsWithOneOf: "يجب أن يبدأ بأحد الأرقام: {{digits}}",
  checkDigit: "رقم التحقق غير مطابق",
  cipcPattern: "يجب أن يكون بالشكل YYYY/NNNNNN/NN",
  cipcYear: "يجب أن تكون السنة بين {{min}} و{{max}}",
  cipcSuffix: "يجب أن يكون نوع الكيان (آخر رقمين) 06 أو 07 أو 08 أو 21 أو 23",
  birthDate: "يجب أن تكون الأرقام الستة الأولى تاريخ ميلاد صحيحًا (YYMMDD)",
  citizenship: "يجب أن يكون الرقم الحادي عشر (الجنسية) 0 أو 1",
  identifier: "{{text}}",
};

/**
 * The shared validator's problems (domain/resources/validate.ts) in the three languages, under `validation`: the
 * forms' inline messages. The server's 400s stay in English.
 */
export const PROBLEM_MESSAGES = { en: { validation: en }, tr: { validation: tr }, ar: { validation: ar } };

addMessages(PROBLEM_MESSAGES);

/** A problem in the current language; reading it subscribes the component to the language. */
export function problemText(problem: Problem): string {
  return t(`validation.${problem.code}`, problem.params);
}
