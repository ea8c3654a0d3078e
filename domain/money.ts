/**
 * Money as the demo shop holds it: decimal strings of whole cents ("895.00"), worked on as integer cents so
 * totals never drift. Shared by the shop's data, its server and the product form.
 */

export const cents = (amount: string) => {
  const [rands, fraction] = amount.split(".");
  return Number(rands) * 100 + Number(fraction);
};
export const toAmount = (cents: number) => (cents / 100).toFixed(2);
/** Half-up to the cent; exact, since the numerator is an integer. */
export const percentOf = (amountCents: number, rate: number) => Math.round((amountCents * rate) / 100);
/** A price with tax added: priceTaxIncl = priceTaxExcl × (1 + taxRate/100), to the cent. */
export const withTax = (priceTaxExcl: string, taxRate: number) =>
  toAmount(cents(priceTaxExcl) + percentOf(cents(priceTaxExcl), taxRate));
