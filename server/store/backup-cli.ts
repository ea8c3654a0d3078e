/**
 * `deno task backup [FILE]`: a consistent copy of the store DATABASE_URL names, while the server runs (default
 * `backups/ledgerdesk-<date>-<time>.db`). `deno task restore FILE`: that copy into an empty store.
 */
import { ConfigError, parseConfig } from "../config.ts";
import { BackupError, backupStore, restoreStore } from "./backup.ts";

function stamp(now: Date): string {
  return now.toISOString().slice(0, 19).replace(/[-:]/g, "").replace("T", "-");
}

async function main(args: string[]): Promise<number> {
  const [command, file] = args;
  const { DATABASE_URL: url } = parseConfig(Deno.env.toObject());
  if (command === "backup") {
    const target = file ?? `backups/ledgerdesk-${stamp(new Date())}.db`;
    const done = await backupStore(url, target);
    console.log(`Backed up ${url} to ${done.file} (${(done.bytes / 1e6).toFixed(1)} MB)`);
    return 0;
  }
  if (command === "restore" && file) {
    const { migrations } = await restoreStore(file, url);
    console.log(
      `Restored ${file} into ${url} (${migrations} migrations; the server adds any newer at start)`,
    );
    return 0;
  }
  console.error("usage: deno task backup [FILE] | deno task restore FILE");
  return 2;
}

try {
  Deno.exit(await main(Deno.args));
} catch (error) {
  if (!(error instanceof BackupError || error instanceof ConfigError)) throw error;
  console.error(error.message);
  Deno.exit(1);
}
