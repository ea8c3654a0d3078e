import type { Migration } from "./migrations.ts";

/**
 * Migration 38 (issue 38, capacity): the hours an employee works a week, which the workload sets their open jobs'
 * budgeted hours against. Employees live in their own table (migration 1), so the field is a column. Those kept
 * before it work a full-time week; a blank (cleared) one counts as DEFAULT_WEEKLY_HOURS too.
 */
export const CAPACITY_MIGRATION: Migration = {
  id: 38,
  name: "employee-weekly-hours",
  up: `ALTER TABLE employee ADD COLUMN weekly_hours INTEGER DEFAULT 40`,
};
