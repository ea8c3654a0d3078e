import type { ProblemCode } from "./en.ts";

/** Arabic problem messages: the same keys as en.ts. */
export const ar: Record<ProblemCode, string> = {
  // --- any request --------------------------------------------------------------------------------------------
  invalidFields: "{{field}}: {{reason}}",
  invalidJson: "نص الطلب ليس JSON صالحًا.",
  notAnObject: "يجب أن يكون نص الطلب كائن JSON.",
  bodyTooLarge: "نص الطلب كبير جدًا.",
  noRoute: "لا يوجد مسار API لـ {{method}} {{path}}",
  nothingHere: "لا شيء في {{method}} {{path}}",
  methodNotAllowed: "{{method}} غير مدعوم هنا.",
  internal: "حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى.",
  requestFailed: "فشل الطلب ({{status}}).",

  // --- field problems (inside `fields`) ------------------------------------------------------------------------
  required: "مطلوب",
  object: "يجب أن يكون كائنًا",
  text: "يجب أن يكون نصًا",
  number: "يجب أن يكون رقمًا",
  list: "يجب أن يكون قائمة",
  integer: "يجب أن يكون عددًا صحيحًا",
  money: "يجب أن يكون مبلغًا مثل 1250.00",
  negative: "يجب ألا يكون سالبًا",
  date: "يجب أن يكون تاريخًا صالحًا (YYYY-MM-DD)",
  dateTime: "يجب أن يكون تاريخًا ووقتًا صالحين",
  bool: "يجب أن يكون نعم أو لا",
  ref: "يجب أن يكون معرّف سجل",
  email: "يجب أن يكون عنوان بريد إلكتروني صالحًا",
  phone: "يجب أن يكون رقم هاتف صالحًا",
  url: "يجب أن يكون عنوان ويب صالحًا",
  version: "يجب أن يكون عددًا صحيحًا موجبًا",
  oneOf: "يجب أن يكون أحد: {{options}}",
  atMostChars: "يجب ألا يزيد على {{n}} حرفًا",
  atLeastChars: "يجب ألا يقل عن {{n}} حرفًا",
  atMostItems: "يجب ألا يزيد على {{n}} إدخالًا",
  atLeastItems: "يجب ألا يقل عن {{n}} إدخالًا",
  between: "يجب أن يكون بين {{min}} و{{max}}",
  atLeast: "يجب ألا يقل عن {{n}}",
  atMost: "يجب ألا يزيد على {{n}}",
  pattern: "التنسيق غير صحيح",
  unknownField: "ليس حقلًا في هذا الطلب",
  noNul: "يجب ألا يحتوي على حرف NUL",
  duplicate: "يظهر أكثر من مرة",
  invalid: "غير صالح",
  digits: "يجب أن يتكون من {{n}} أرقام",
  startsWith: "يجب أن يبدأ بـ {{digit}}",
  startsWithOneOf: "يجب أن يبدأ بأحد: {{digits}}",
  checkDigit: "رقم التحقق غير مطابق",
  cipcPattern: "يجب أن يكون بالشكل YYYY/NNNNNN/NN",
  cipcYear: "يجب أن تكون السنة بين {{min}} و{{max}}",
  cipcSuffix: "نوع الكيان (آخر رقمين) يجب أن يكون 06 أو 07 أو 08 أو 21 أو 23",
  birthDate: "يجب أن تكون الأرقام الستة الأولى تاريخ ميلاد حقيقيًا (YYMMDD)",
  citizenship: "الرقم الحادي عشر (الجنسية) يجب أن يكون 0 أو 1",
  // --- sign-in and sessions (server/auth) ----------------------------------------------------------------------
  signInRequired: "سجّل الدخول أولًا: يتطلب هذا الطلب ترويسة Authorization: Bearer <token>.",
  invalidSession: "رمز jwt_access_token غير صالح",
  demoSessionNotAllowed: "لا يمكن لجلسة تجريبية استخدام المكتب الخلفي. سجّل الدخول بحساب المكتب.",
  loginFailed: "البريد الإلكتروني أو كلمة المرور غير صحيحة.",
  accessTokenInvalid: "تم اكتشاف رمز وصول غير صالح",
  tooManySignIns: "محاولات تسجيل دخول فاشلة كثيرة. حاول مرة أخرى بعد {{seconds}} ثانية.",
  googleNotEnabled:
    "تسجيل الدخول عبر Google غير مفعّل على هذا الخادم. يفعّله المسؤول بإنشاء عميل ويب OAuth 2.0 في Google Cloud بعنوان إعادة التوجيه <هذا الخادم>/api/users/auth/google/callback، وضبط GOOGLE_CLIENT_ID وGOOGLE_CLIENT_SECRET، ثم إعادة تشغيل Ledgerdesk.",
  loginEmail: "يرجى إدخال عنوان بريد إلكتروني صالح",
  loginPasswordLength: "يجب ألا يقل عن 6 أحرف",

  // --- back office (server/backoffice) -------------------------------------------------------------------------

  // --- workflows (server/workflows) ----------------------------------------------------------------------------

  // --- proxy to the practice's backend (server/proxy.ts) -------------------------------------------------------
  proxyTimeout: "لم يُجب خادم المكتب خلال {{seconds}}.",
  proxyBadAnswer: "أرسل خادم المكتب على {{origin}} إجابة لا يمكن تمريرها.",
  proxyUnreachable: "تعذّر الوصول إلى خادم المكتب على {{origin}}.",
  proxyInsecure: "تعذّر الوصول الآمن إلى خادم المكتب على {{origin}} (شهادة TLS أو المصافحة).",
  proxyFailed: "فشل الطلب إلى خادم المكتب على {{origin}} قبل أن يُجيب.",
  // --- demo apps (server/demo) ---------------------------------------------------------------------------------
};
