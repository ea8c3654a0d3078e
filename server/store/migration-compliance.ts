import type { FilingSeason } from "../../domain/compliance/seasons.ts";
import type { Migration } from "./migrations.ts";
import { addModule } from "./module-seed.ts";

const SEASON_PAGE = "SARS, Filing season (sars.gov.za/types-of-tax/personal-income-tax/filing-season)";
const EMP_PAGE =
  "SARS, Employer reconciliation (sars.gov.za/types-of-tax/pay-as-you-earn/employer-reconciliation)";

/**
 * The seasons a new practice starts with. 2024 and 2025 are as SARS announced them; 2026 to 2028 are carried
 * forward on SARS's pattern (the third Monday of October, the third Monday of January, the last business day of
 * May and of October) and marked unconfirmed until an administrator checks them against SARS's notice.
 */
export const STARTING_SEASONS: readonly FilingSeason[] = [
  {
    year: 2024,
    itr12: "2024-10-21",
    itr12Provisional: "2025-01-20",
    itr12t: "2025-01-20",
    emp501Interim: "2023-10-31",
    emp501Annual: "2024-05-31",
    confirmed: true,
    source: `${SEASON_PAGE}; ${EMP_PAGE}`,
  },
  {
    year: 2025,
    itr12: "2025-10-20",
    itr12Provisional: "2026-01-19",
    itr12t: "2026-01-19",
    emp501Interim: "2024-10-31",
    emp501Annual: "2025-05-31",
    confirmed: true,
    source: `${SEASON_PAGE}; ${EMP_PAGE}`,
  },
  {
    year: 2026,
    itr12: "2026-10-19",
    itr12Provisional: "2027-01-18",
    itr12t: "2027-01-18",
    emp501Interim: "2025-10-31",
    emp501Annual: "2026-05-29",
    confirmed: false,
    source: "Carried forward on SARS's pattern: check against SARS's notice for the 2026 season",
  },
  {
    year: 2027,
    itr12: "2027-10-18",
    itr12Provisional: "2028-01-17",
    itr12t: "2028-01-17",
    emp501Interim: "2026-10-30",
    emp501Annual: "2027-05-31",
    confirmed: false,
    source: "Carried forward on SARS's pattern: check against SARS's notice for the 2027 season",
  },
  {
    year: 2028,
    itr12: "2028-10-16",
    itr12Provisional: "2029-01-15",
    itr12t: "2029-01-15",
    emp501Interim: "2027-10-29",
    emp501Annual: "2028-05-31",
    confirmed: false,
    source: "Carried forward on SARS's pattern: check against SARS's notice for the 2028 season",
  },
];

const R = "read", C = "create", U = "update", D = "delete";

/**
 * Migration 28 (issue 36): the compliance module (obligations, filing seasons) with each role's grants, and the
 * filing seasons a practice starts with, which administrators check and extend on the filing seasons' page.
 * Written out here, not taken from the rules, so that this migration stays what it was when it first ran.
 */
export const COMPLIANCE_MIGRATION: Migration = {
  id: 28,
  name: "compliance-module",
  up: async (db) => {
    await addModule(db, {
      key: "compliance",
      name: "Compliance",
      description: "Every statutory obligation of every client, and the filing seasons' dates",
      grants: { admin: [R, C, U, D], staff: [R, C, U, D], user: [R, C, U], clerk: [R] },
    });
    const at = new Date().toISOString();
    for (const season of STARTING_SEASONS) {
      await db.run(
        `INSERT INTO record (resource, id, search, version, created_at, updated_at, created_by, updated_by, data)
         VALUES ('filingseason', $1, '', 1, $2, $2, NULL, NULL, $3)`,
        [crypto.randomUUID(), at, JSON.stringify(season)],
      );
    }
  },
};
