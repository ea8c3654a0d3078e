/**
 * The names the compliance rules and the back office's declarations share (issue 36): the obligations' kinds, VAT
 * categories and ways of filing. No zod here: the declarations (and so the browser) import these.
 */

/**
 * VAT categories (VAT Act s27; SARS VAT 404 Guide for Vendors, "Tax periods"): the months in which a category's
 * periods end. E ends on the vendor's own financial year end: it has none of its own.
 */
export const VAT_CATEGORIES = {
  /** Two-monthly, periods ending in the odd months. */
  A: [1, 3, 5, 7, 9, 11],
  /** Two-monthly, periods ending in the even months. */
  B: [2, 4, 6, 8, 10, 12],
  /** Monthly (taxable supplies over R30 million a year, or asked for). */
  C: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  /** Six-monthly, ending February and August (small-scale farming). */
  D: [2, 8],
  /** Yearly, ending on the financial year end (companies and trusts with only rental or management income from connected persons). */
  E: [],
  /** Four-monthly, ending February, June and October (taxable supplies under R1.5 million a year). */
  F: [2, 6, 10],
} as const satisfies Record<string, readonly number[]>;
export type VatCategory = keyof typeof VAT_CATEGORIES;
export const VAT_CATEGORY_NAMES = Object.keys(VAT_CATEGORIES) as VatCategory[];

/** How a vendor files: eFiling moves the VAT201's due date to the month's last business day. */
export const VAT_FILING = ["efiling", "branch"] as const;

/** The obligations, by the return or payment each one is. */
export const OBLIGATION_KINDS = [
  "irp6",
  "itr12",
  "itr12t",
  "itr14",
  "it12ei",
  "vat201",
  "emp201",
  "emp501",
  "annual-return",
  "beneficial-ownership",
  "dividends-tax",
] as const;
export type ObligationKind = (typeof OBLIGATION_KINDS)[number];
