import { addDays } from "../../../domain/calendar.ts";
import { STAFF_RETURN_STATUSES as STAFF_STATUSES } from "../../../domain/resources/tax.ts";
import {
  makeCipcNumber,
  makeIdNumber,
  makeIncomeTaxNumber,
  makePayeNumber,
  makeVatNumber,
} from "../../../domain/identifiers.ts";
import { COMPANY_TRADES, COMPANY_WORDS, FIRST_NAMES, LAST_NAMES, STREETS, TOWNS } from "./names.ts";
import { type Random, seeded } from "./random.ts";
import { requestTemplates } from "./request-templates.ts";

/** The VAT categories the demo practice's vendors fall in, most two-monthly as in practice. */
const VAT_CATEGORIES_SEEN = ["A", "B", "A", "B", "C"];

/**
 * One record to create. Ref values are keys (`@<key>`) of records created earlier in the list, or
 * `@employee:<email>` for a sign-in that already exists; the loader turns them into ids.
 */
export type DemoRecord = {
  resource: string;
  key: string;
  body: Record<string, unknown>;
  /** A later change to the record created under `key` (a return closed after its assessment). */
  update?: boolean;
};

const money = (n: number) => n.toFixed(2);
type Kind = {
  key: string;
  label: string;
  entityKind: string;
  group: string;
  cipcSuffix?: "07" | "06" | "08" | "23";
  cipcKind?: string;
};
const KINDS: Kind[] = [
  { key: "individual", label: "Individual", entityKind: "individual", group: "individuals" },
  {
    key: "company",
    label: "Private company",
    entityKind: "company",
    group: "companies",
    cipcSuffix: "07",
    cipcKind: "private-company",
  },
  {
    key: "close-corporation",
    label: "Close corporation",
    entityKind: "close-corporation",
    group: "companies",
    cipcSuffix: "23",
    cipcKind: "close-corporation",
  },
  { key: "trust", label: "Trust", entityKind: "trust", group: "trusts" },
  {
    key: "npo",
    label: "Non-profit company",
    entityKind: "npo",
    group: "npos",
    cipcSuffix: "08",
    cipcKind: "non-profit-company",
  },
];
const KIND_WEIGHTS = [
  "individual",
  "individual",
  "company",
  "company",
  "company",
  "close-corporation",
  "trust",
  "npo",
];

function masterData(): DemoRecord[] {
  const out: DemoRecord[] = [];
  const add = (resource: string, key: string, body: Record<string, unknown>) =>
    out.push({ resource, key, body });
  for (
    const [key, name] of [["individuals", "Individuals"], ["companies", "Companies"], ["trusts", "Trusts"], [
      "npos",
      "Non-profit organisations",
    ]]
  ) add("accountgroup", `ag:${key}`, { name, description: `${name} served by the practice` });
  for (const k of KINDS) {
    add("accounttype", `at:${k.key}`, {
      name: k.label,
      entityKind: k.entityKind,
    });
  }
  for (
    const [code, name] of [
      ["ITR12", "Income tax: individuals"],
      ["ITR14", "Income tax: companies"],
      [
        "IT12TR",
        "Income tax: trusts",
      ],
      ["IRP6", "Provisional tax"],
      ["VAT201", "VAT return"],
      ["EMP201", "Employer monthly return"],
    ]
  ) {
    add("taxtype", `tt:${code}`, { code, name });
  }
  for (
    const [key, name, phone] of [["jhb", "Johannesburg", "011 555 0100"], [
      "cpt",
      "Cape Town",
      "021 555 0100",
    ], [
      "dbn",
      "Durban",
      "031 555 0100",
    ]]
  ) {
    add("office", `of:${key}`, {
      name,
      address: `1 ${STREETS[0]}, ${name}`,
      phone,
      email: `${key}@ledgerdesk.test`,
    });
    for (const division of ["Tax", "Accounting", "Secretarial"]) {
      add("division", `dv:${key}-${division.toLowerCase()}`, {
        name: `${name} ${division}`,
        office: `@of:${key}`,
      });
    }
  }
  for (const name of ["Fees", "Disbursements", "CIPC charges"]) {
    add("paycategory", `pc:${name}`, { name });
  }
  add("paysubcategory", "ps:monthly", { paycategory: "@pc:Fees", name: "Monthly retainer" });
  add("paysubcategory", "ps:once-off", { paycategory: "@pc:Fees", name: "Once-off engagement" });
  add("paysubcategory", "ps:filing", { paycategory: "@pc:CIPC charges", name: "Annual return filing fee" });
  for (const name of ["Tax", "Accounting", "Secretarial", "Administration"]) {
    add("department", `dp:${name}`, { name });
  }
  for (const name of ["Partner", "Manager", "Senior accountant", "Tax practitioner", "Clerk"]) {
    add("designation", `ds:${name}`, { name });
  }
  for (
    const [i, name] of ["Sage Pastel reseller", "Office Depot SA", "CIPC e-services", "Courier Guy", "Telkom"]
      .entries()
  ) {
    add("supplier", `sp:${i}`, {
      name,
      email: `accounts${i}@supplier.test`,
      vatNumber: makeVatNumber(9_000 + i),
    });
  }
  return out;
}

const STAFF = [
  ["Lindiwe", "Zulu", "lindiwe.zulu@ledgerdesk.test", "staff", "Partner", "jhb"],
  ["Hendrik", "Swart", "hendrik.swart@ledgerdesk.test", "staff", "Partner", "cpt"],
  ["Aisha", "Patel", "aisha.patel@ledgerdesk.test", "user", "Manager", "dbn"],
  ["Neo", "Molefe", "neo.molefe@ledgerdesk.test", "clerk", "Clerk", "jhb"],
] as const;

function employees(): DemoRecord[] {
  return STAFF.map(([firstName, lastName, email, role, designation, office]) => ({
    resource: "employee",
    key: `emp:${email}`,
    body: {
      firstName,
      lastName,
      email,
      role,
      designation: `@ds:${designation}`,
      office: `@of:${office}`,
      department: "@dp:Tax",
      password: "ledgerdesk-demo",
    },
  }));
}

const PARTNERS = [
  "@employee:admin@ledgerdesk.test",
  "@emp:lindiwe.zulu@ledgerdesk.test",
  "@emp:hendrik.swart@ledgerdesk.test",
];
const MANAGERS = ["@employee:staff@ledgerdesk.test", "@emp:aisha.patel@ledgerdesk.test"];
const PREPARERS = [...MANAGERS, "@employee:clerk@ledgerdesk.test", "@emp:neo.molefe@ledgerdesk.test"];

function accountRecords(r: Random, i: number, today: string): DemoRecord[] {
  const out: DemoRecord[] = [];
  const picked = r.pick(KIND_WEIGHTS);
  const kind = KINDS.find((k) => k.key === picked)!;
  const key = `acc:${i}`;
  const person = `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}`;
  const business = `${r.pick(COMPANY_WORDS)} ${r.pick(COMPANY_TRADES)}`;
  const suffix = kind.key === "company"
    ? " (Pty) Ltd"
    : kind.key === "close-corporation"
    ? " CC"
    : kind.key === "trust"
    ? " Family Trust"
    : kind.key === "npo"
    ? " NPC"
    : "";
  const name = kind.key === "individual"
    ? person
    : kind.key === "trust"
    ? `${person.split(" ")[1]}${suffix}`
    : `${business}${suffix}`;
  const incorporationYear = r.int(1998, Number(today.slice(0, 4)) - 2);
  const office = r.pick(["jhb", "jhb", "cpt", "dbn"]);
  const status = r.chance(0.85) ? "active" : r.pick(["prospect", "dormant", "ceased"]);
  const birth = `${r.int(1955, 2000)}-${String(r.int(1, 12)).padStart(2, "0")}-${
    String(r.int(1, 28)).padStart(2, "0")
  }`;
  const vatNumber = kind.key !== "individual" && r.chance(0.6) ? makeVatNumber(2_000_000 + i) : null;
  const payeNumber = kind.cipcSuffix && r.chance(0.5) ? makePayeNumber(3_000_000 + i) : null;
  out.push({
    resource: "account",
    key,
    body: {
      name,
      tradingName: kind.key === "individual" ? null : business,
      accountType: `@at:${kind.key}`,
      accountGroup: `@ag:${kind.group}`,
      registrationNumber: kind.cipcSuffix
        ? makeCipcNumber(incorporationYear, 10_000 + i, kind.cipcSuffix)
        : null,
      idNumber: kind.key === "individual" ? makeIdNumber(birth, i) : null,
      incomeTaxNumber: makeIncomeTaxNumber(1_000_000 + i * 7, kind.key === "individual" ? "0" : "9"),
      vatNumber,
      payeNumber,
      financialYearEnd: kind.key === "individual" ? 2 : r.pick([2, 2, 6, 12]),
      provisionalTaxpayer: r.chance(0.4),
      // The compliance profile (issue 36) follows the numbers the client has, drawing nothing more from the
      // generator (the rest of the practice stays as it was): a VAT vendor has its VAT number, an employer its
      // PAYE number.
      vatCategory: vatNumber ? VAT_CATEGORIES_SEEN[i % VAT_CATEGORIES_SEEN.length] : null,
      vatFiling: vatNumber ? (i % 3 === 0 ? "branch" : "efiling") : null,
      employer: payeNumber !== null,
      office: `@of:${office}`,
      division: `@dv:${office}-tax`,
      partner: r.pick(PARTNERS),
      manager: r.pick(MANAGERS),
      status,
      email: `${name.toLowerCase().replace(/[^a-z]+/g, ".").replace(/^\.|\.$/g, "")}@client.test`,
      phone: `0${r.int(10, 87)} ${r.int(100, 999)} ${r.int(1000, 9999)}`,
      address: `${r.int(1, 300)} ${r.pick(STREETS)}, ${r.pick(TOWNS)}`,
    },
  });
  out.push({
    resource: "contact",
    key: `${key}:contact`,
    body: {
      account: `@${key}`,
      firstName: person.split(" ")[0],
      lastName: person.split(" ").slice(1).join(" "),
      role: kind.key === "individual" ? "other" : kind.key === "trust" ? "trustee" : "director",
      email: `${person.toLowerCase().replace(/[^a-z]+/g, ".")}@client.test`,
      mobile: `08${r.int(1, 4)} ${r.int(100, 999)} ${r.int(1000, 9999)}`,
      primary: true,
    },
  });
  if (kind.cipcSuffix) {
    const incorporated = `${incorporationYear}-${String(r.int(1, 12)).padStart(2, "0")}-${
      String(r.int(1, 28)).padStart(2, "0")
    }`;
    out.push({
      resource: "cipc",
      key: `${key}:cipc`,
      body: {
        account: `@${key}`,
        registrationNumber: makeCipcNumber(incorporationYear, 10_000 + i, kind.cipcSuffix),
        entityType: kind.cipcKind,
        incorporationDate: incorporated,
        status: "in-business",
        registeredOffice: `${r.int(1, 300)} ${r.pick(STREETS)}, ${r.pick(TOWNS)}`,
        directors: [{ name: person, idNumber: makeIdNumber(birth, i + 5_000), appointed: incorporated }],
      },
    });
    out.push({
      resource: "annualreturn",
      key: `${key}:ar`,
      body: {
        account: `@${key}`,
        year: Number(today.slice(0, 4)),
        fee: money(r.pick([100, 175, 450])),
        paid: r.chance(0.4),
        status: r.pick(["due", "due", "filed", "overdue"]),
      },
    });
  }
  const taxType = kind.key === "individual" ? "ITR12" : kind.key === "trust" ? "IT12TR" : "ITR14";
  const thisYear = Number(today.slice(0, 4));
  for (const taxYear of [thisYear - 1, thisYear]) {
    const picked = taxYear === thisYear ? STAFF_STATUSES[r.int(0, 4)] : r.pick(STAFF_STATUSES);
    const rank = STAFF_STATUSES.indexOf(picked);
    const status = picked === "in-review" && i % 2 === 0 ? "client-approved" : picked;
    const requestedOn = addDays(`${taxYear}-07-01`, r.int(0, 60));
    const submittedOn = rank >= 4 ? addDays(requestedOn, r.int(20, 90)) : null;
    const itKey = `${key}:it:${taxYear}`;
    out.push({
      resource: "incometax",
      key: itKey,
      body: {
        account: `@${key}`,
        taxType: `@tt:${taxType}`,
        // Due by SARS's rule for the client (domain/workflows/due-dates.ts), worked out as any new return's is.
        taxYear,
        requestedOn,
        infoReceivedOn: rank >= 1 ? addDays(requestedOn, r.int(5, 20)) : null,
        preparedBy: rank >= 2 ? r.pick(PREPARERS) : null,
        reviewedBy: rank >= 3 ? r.pick(PARTNERS) : null,
        submittedOn: submittedOn && submittedOn < today ? submittedOn : null,
        efilingReference: rank >= 4 ? `EF${taxYear}${String(i).padStart(6, "0")}` : null,
        status,
      },
    });
    if (rank >= 5 && submittedOn) {
      const assessed = addDays(submittedOn, r.int(10, 60));
      const due = r.int(-20_000, 60_000);
      out.push({
        resource: "assessment",
        key: `${itKey}:as`,
        body: {
          incomeTax: `@${itKey}`,
          assessmentDate: assessed < today ? assessed : today,
          taxableIncome: money(r.int(150_000, 3_000_000)),
          taxAssessed: money(r.int(20_000, 900_000)),
          amountDue: money(due),
          paymentDueDate: addDays(assessed < today ? assessed : today, 30),
          agreesWithReturn: r.chance(0.8),
        },
      });
      if (status === "closed") {
        // An assessment marks its return assessed; closing it is the practice's next step.
        out.push({ resource: "incometax", key: itKey, body: { status: "closed" }, update: true });
      }
      if (r.chance(0.15)) {
        out.push({
          resource: "objection",
          key: `${itKey}:ob`,
          body: {
            assessment: `@${itKey}:as`,
            groundsSummary:
              "Expenses disallowed without reasons; supporting documents submitted with the return.",
            outcome: "pending",
          },
        });
      }
    }
  }
  for (let p = 0; p < r.int(1, 3); p++) {
    out.push({
      resource: "payment",
      key: `${key}:pay:${p}`,
      body: {
        account: `@${key}`,
        reference: `INV${String(i * 10 + p).padStart(6, "0")}`,
        amount: money(r.int(850, 25_000)),
        method: r.pick(["eft", "eft", "card", "debit-order", "cash"]),
        receivedOn: addDays(today, -r.int(0, 120)),
      },
    });
  }
  if (r.chance(0.3)) {
    const received = addDays(today, -r.int(0, 60));
    const letter = r.pick(LETTER_KINDS);
    out.push({
      resource: "correspondence",
      key: `${key}:corr`,
      body: {
        account: `@${key}`,
        taxType: `@tt:${taxType}`,
        direction: "in",
        kind: letter,
        subject: r.pick(LETTER_SUBJECTS[letter]),
        // 21 business days for the letters that ask for a reply; a general letter has no date (due-dates.ts).
        receivedOn: received,
        assignee: r.pick(PREPARERS),
        status: r.pick(["open", "open", "responded", "closed"]),
      },
    });
  }
  return out;
}

const LETTER_KINDS = ["verification", "audit", "supporting-documents", "general"] as const;

/** What SARS calls each kind of letter, so that a letter's subject says what its kind is. */
const LETTER_SUBJECTS: Record<(typeof LETTER_KINDS)[number], readonly string[]> = {
  verification: ["Notice of verification", "Verification: income tax return"],
  audit: ["Audit letter of findings", "Notification of audit"],
  "supporting-documents": ["Request for supporting documents", "Request for relevant material"],
  general: ["Statement of account", "Notice of registration details"],
};

/**
 * Tax-case triggers as a practice sets them up: each return dated by SARS's rule for its taxpayer (individuals
 * 20 October, companies twelve months after their year end, trusts 31 January); trusts written but left off, to
 * show an inactive one.
 */
function triggers(): DemoRecord[] {
  return [
    {
      resource: "trigger",
      key: "tg:itr12",
      body: {
        name: "Individual returns (ITR12)",
        taxType: "@tt:ITR12",
        schedule: { kind: "statutory" },
        accountFilter: { accountType: "@at:individual" },
        assignee: "@employee:staff@ledgerdesk.test",
        active: true,
      },
    },
    {
      resource: "trigger",
      key: "tg:itr14",
      body: {
        name: "Company returns (ITR14)",
        taxType: "@tt:ITR14",
        schedule: { kind: "statutory" },
        accountFilter: { accountType: "@at:company" },
        active: true,
      },
    },
    {
      resource: "trigger",
      key: "tg:it12tr",
      body: {
        name: "Trust returns (IT12TR)",
        taxType: "@tt:IT12TR",
        schedule: { kind: "statutory" },
        accountFilter: { accountType: "@at:trust" },
        active: false,
      },
    },
  ];
}

/** The whole demo practice: master data, a few more staff, then `accounts` clients with their work. */
export function demoPractice(
  { accounts = 200, today, seed = 2026 }: { accounts?: number; today: string; seed?: number },
) {
  const r = seeded(seed);
  const records = [...masterData(), ...employees(), ...triggers(), ...requestTemplates()];
  for (let i = 1; i <= accounts; i++) records.push(...accountRecords(r, i, today));
  return records;
}
