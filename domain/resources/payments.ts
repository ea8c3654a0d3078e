/** Payments (DOMAIN.md): payments received and debit orders. */
import { active, amount, client, date, integer, notes, oneOf, route, text } from "./fields.ts";
import { withContext } from "./title.ts";
import type { ResourceDef } from "./types.ts";

export const PAYMENT_METHODS = ["eft", "card", "cash", "debit-order"] as const;

export const payment: ResourceDef = {
  ...route("payment"),
  module: "payments",
  fields: [
    client(),
    text("reference", ["Reference", "Referans", "المرجع"], { required: true, searchable: true, max: 100 }),
    amount(),
    oneOf("method", ["Method", "Ödeme yöntemi", "طريقة الدفع"], PAYMENT_METHODS, { required: true }),
    date("receivedOn", ["Received on", "Alındığı tarih", "تاريخ الاستلام"], { required: true }),
    date("periodFrom", ["Period from", "Dönem başlangıcı", "بداية الفترة"]),
    date("periodTo", ["Period to", "Dönem sonu", "نهاية الفترة"]),
    notes(),
  ],
  columns: ["receivedOn", "account", "reference", "amount", "method"],
  titleFields: ["account", "reference"],
  title: (t) => withContext(t.reference, t.account),
  defaultSort: { field: "receivedOn", order: "desc" },
};

export const AUTOPAYMENT_FREQUENCIES = ["monthly", "quarterly", "annually"] as const;

export const autopayment: ResourceDef = {
  ...route("autopayment"),
  module: "payments",
  fields: [
    client(),
    amount(),
    oneOf("frequency", ["Frequency", "Sıklık", "التكرار"], AUTOPAYMENT_FREQUENCIES, { required: true }),
    integer("dayOfMonth", ["Day of month", "Ayın günü", "يوم الشهر"], { required: true, min: 1, max: 28 }),
    date("startOn", ["Starts on", "Başlangıç tarihi", "تاريخ البدء"], { required: true }),
    date("endOn", ["Ends on", "Bitiş tarihi", "تاريخ الانتهاء"]),
    active(),
  ],
  columns: ["account", "amount", "frequency", "dayOfMonth", "startOn", "active"],
  titleFields: ["account", "frequency"],
  title: (t) => withContext(t.frequency, t.account),
  defaultSort: { field: "startOn", order: "desc" },
};

export const PAYMENTS: readonly ResourceDef[] = [payment, autopayment];
