/**
 * A run's generator (issue 36, domain/compliance/generate.ts) answers what obligationsFor answers for every
 * profile: remembered per profile, and for a company, what the rules call for without its incorporation date
 * remembered with only the rules that apply because of the date worked out for it. Over every entity kind, year
 * end, VAT category and way of filing, employer and provisional taxpayer or not, with and without a date, an
 * exclusion and a configured holiday, twice each (the second answer from memory).
 */
import assert from "node:assert/strict";
import { generator, obligationsFor } from "../../domain/compliance/generate.ts";
import { type ComplianceProfile, profileSchema } from "../../domain/compliance/profile.ts";
import { ENTITY_KINDS } from "../../domain/resources/master-data.ts";
import { STARTING_SEASONS } from "../../server/store/migration-compliance.ts";

Deno.test("the generator answers as obligationsFor does, for every kind of profile", () => {
  const span = { from: "2026-11-29", to: "2028-02-29" };
  const extra = ["2027-06-15"];
  const generate = generator(span, STARTING_SEASONS, extra);
  const profiles: ComplianceProfile[] = [];
  let n = 0;
  for (const entityKind of ENTITY_KINDS) {
    for (const financialYearEnd of [2, 6, 12]) {
      for (const vatCategory of [null, "A", "C", "E"] as const) {
        for (const incorporationDate of [null, "2011-02-28", "2019-12-31", "2027-03-09"]) {
          n++;
          const provisionalTaxpayer = n % 2 === 0;
          profiles.push(profileSchema.parse({
            entityKind,
            financialYearEnd,
            provisionalTaxpayer,
            provisionalTopUp: provisionalTaxpayer && n % 4 === 0,
            vatCategory,
            vatFiling: vatCategory ? (n % 3 === 0 ? "branch" : "efiling") : null,
            employer: n % 3 === 1,
            incorporationDate: ["company", "close-corporation", "npo"].includes(entityKind)
              ? incorporationDate
              : null,
            excluded: n % 7 === 0 ? ["beneficial-ownership"] : [],
          }));
        }
      }
    }
  }
  for (const round of [1, 2]) {
    for (const profile of profiles) {
      assert.deepEqual(
        generate(profile),
        obligationsFor(profile, span, STARTING_SEASONS, extra),
        `round ${round}: ${JSON.stringify(profile)}`,
      );
    }
  }
});
