/**
 * The bench's yardstick: a fixed SQLite query load, measured in the same run as the server's figures, so that a
 * figure can also be read as a multiple of it (`calibrated`) and means the same on a machine twice as slow at
 * database work. The load is the kind of work the server's reads do — indexed lookups, a range read through an
 * index on a JSON field, a small aggregate — over an in-memory database built the same way each time; node:sqlite
 * (the server's own SQLite) runs it directly, so no change to the app's code can move it.
 */
import { DatabaseSync } from "node:sqlite";
import type { Result } from "./measure.ts";

const ROWS = 20_000;
const LOOKUPS = 5_000;
const ROUNDS = 7;

/** What the load is, for the report and last-run.json. */
export const CALIBRATION_WORKLOAD = `in-memory SQLite (node:sqlite), ${ROWS.toLocaleString("en-US")} rows: ${
  LOOKUPS.toLocaleString("en-US")
} lookups by an indexed key, a range of 2,000 rows through an index on a JSON field, a GROUP BY of every row; median of ${ROUNDS}`;

/** The database, built the same way each time: the same rows in the same order. */
function build(): DatabaseSync {
  const db = new DatabaseSync(":memory:");
  db.exec(`CREATE TABLE item (id INTEGER PRIMARY KEY, code TEXT NOT NULL, grp INTEGER NOT NULL,
    amount INTEGER NOT NULL, data TEXT NOT NULL)`);
  const insert = db.prepare("INSERT INTO item (id, code, grp, amount, data) VALUES (?, ?, ?, ?, ?)");
  db.exec("BEGIN");
  for (let i = 0; i < ROWS; i++) {
    // A permutation of the keys (7,919 is prime to ROWS), so the index is not in insertion order.
    const key = (i * 7_919) % ROWS;
    const due = `2026-${String(1 + (key % 12)).padStart(2, "0")}-${String(1 + (key % 28)).padStart(2, "0")}`;
    const data = JSON.stringify({ name: `Client ${key}`, due, status: key % 3 === 0 ? "open" : "done", key });
    insert.run(i + 1, `c${String(key).padStart(6, "0")}`, key % 50, key * 13 % 10_007, data);
  }
  db.exec("COMMIT");
  db.exec("CREATE INDEX item_code ON item (code)");
  db.exec(`CREATE INDEX item_due ON item (json_extract(data, '$.due'))`);
  return db;
}

/** One pass of the load; its checksum proves every pass did the same work. */
function pass(db: DatabaseSync): number {
  const lookup = db.prepare("SELECT amount, data FROM item WHERE code = ?");
  let sum = 0;
  for (let i = 0; i < LOOKUPS; i++) {
    const row = lookup.get(`c${String((i * 31) % ROWS).padStart(6, "0")}`) as {
      amount: number;
      data: string;
    };
    sum += row.amount + row.data.length;
  }
  const range = db.prepare(`SELECT count(*) AS n, sum(length(json_extract(data, '$.name'))) AS s FROM item
    WHERE json_extract(data, '$.due') BETWEEN '2026-03-01' AND '2026-03-28'`).get() as {
    n: number;
    s: number;
  };
  sum += range.n + range.s;
  for (const g of db.prepare("SELECT grp, count(*) AS n, sum(amount) AS s FROM item GROUP BY grp").all()) {
    sum += Number(g.n) + Number(g.s);
  }
  return sum;
}

/** The load's time on this machine now, in ms (the median of its rounds), and its checksum. */
export function measureCalibration(): { ms: number; checksum: number } {
  const db = build();
  try {
    const checksum = pass(db); // a warm-up, and what every round must answer
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const started = performance.now();
      if (pass(db) !== checksum) throw new Error("the calibration load answered differently");
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return { ms: times[Math.floor(ROUNDS / 2)], checksum };
  } finally {
    db.close();
  }
}

/** The results with every time in ms also as a multiple of the calibration load's `ms`. */
export function calibrated(results: readonly Result[], ms: number): Result[] {
  return results.map((r) => (r.unit === "ms" ? { ...r, calibrated: r.value / ms } : r));
}
