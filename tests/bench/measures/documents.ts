import { resourceDef } from "../../../domain/resources/index.ts";
import { createTokenService } from "../../../server/auth/tokens.ts";
import { sampleBody } from "../../support/resource-samples.ts";
import { BENCH_SECRET } from "../bench-token.ts";
import { atMost, type BenchContext, type MeasureGroup, type Result } from "../measure.ts";
import { benchPostgresUrl, benchSession, freshSchema, openPractice } from "../practice-store.ts";
import { withServers } from "../servers.ts";
import { watched } from "../server-memory.ts";

/**
 * Documents' bytes in and out (issue 35): a 200 MB file uploaded as a new document and downloaded again through
 * the real server, on a SQLite store and, when a PostgreSQL database is named, on PostgreSQL; each timed against
 * a plain copy of the same file to another file on the same disk in the same run (a stream read and written, as
 * the server reads and writes), and the server's resident memory watched throughout, which must stay flat: the
 * file goes a chunk at a time, never whole. A first upload warms what any write warms (the store's page cache,
 * the heap's first growth), as a server that has been running has; the second, of other bytes, is measured.
 */

const MB = 1024 * 1024;
const SIZE = 200 * MB;
/** The memory a transfer may add to the server, whatever the file's size (the CSV export's budget). */
const MEMORY_BUDGET = 64 * MB;

/** A 200 MB file that reads as a PDF (its first bytes) and compresses as nothing (random bytes). */
async function bigFile(path: string): Promise<void> {
  const file = await Deno.open(path, { write: true, create: true, truncate: true });
  try {
    const chunk = new Uint8Array(MB);
    for (let written = 0; written < SIZE; written += chunk.length) {
      for (let i = 0; i < chunk.length; i += 65_536) crypto.getRandomValues(chunk.subarray(i, i + 65_536));
      if (written === 0) chunk.set(new TextEncoder().encode("%PDF-1.7\n"));
      await file.write(chunk);
    }
  } finally {
    file.close();
  }
}

/** Makes the file's bytes others than before (a new SHA-256), keeping its size and its PDF head. */
async function changeBytes(path: string): Promise<void> {
  const file = await Deno.open(path, { write: true });
  try {
    await file.seek(64, Deno.SeekMode.Start);
    await file.write(crypto.getRandomValues(new Uint8Array(32)));
  } finally {
    file.close();
  }
}

/** The baseline: the file copied to another as a stream, read and written as a server would. */
async function plainCopy(from: string, to: string): Promise<number> {
  const started = performance.now();
  const source = await Deno.open(from);
  const target = await Deno.open(to, { write: true, create: true, truncate: true });
  await source.readable.pipeTo(target.writable);
  return performance.now() - started;
}

type Engine = { name: string; url: string; drop: () => Promise<void> };

const sqliteStore = (dir: string): Engine => ({
  name: "SQLite",
  url: `sqlite:${dir}/bench.db`,
  drop: () => Promise.resolve(),
});

async function postgresStore(pg: string): Promise<Engine> {
  const { url, drop } = await freshSchema(pg, "bench_documents");
  return { name: "PostgreSQL", url, drop };
}

/** A store with one admin and one client to file under; the admin's token. */
async function prepared(url: string): Promise<{ token: string; account: string }> {
  const practice = await openPractice(url);
  try {
    const { engine, actor } = practice;
    const made = new Map<string, string>();
    const refId = (resource: string) => made.get(resource)!;
    for (const name of ["accountgroup", "accounttype", "office", "division", "account"]) {
      const def = resourceDef(name)!;
      made.set(name, (await engine.insert(def, sampleBody(def, refId), actor)).id);
    }
    const tokens = await createTokenService(BENCH_SECRET);
    const session = await benchSession(url, actor.id);
    return {
      token: await tokens.issue(actor.id, "admin", "backoffice", session),
      account: made.get("account")!,
    };
  } finally {
    await practice.store.close();
  }
}

const mbps = (bytes: number, ms: number) => bytes / MB / (ms / 1000);

async function measureOn(ctx: BenchContext, engine: Engine, file: string, copyMs: number): Promise<Result[]> {
  const { token, account } = await prepared(engine.url);
  const headers = { authorization: `Bearer ${token}` };
  const specs = [{ name: `app (${engine.name})`, entry: "serve-app.ts", args: [engine.url] }];
  return await withServers(ctx, specs, async ([server]) => {
    const query = new URLSearchParams({ account, name: "bench.pdf", kind: "other" });
    const upload = async () => {
      const source = await Deno.open(file);
      const res = await fetch(`${server.origin}/api/backoffice/document-files?${query}`, {
        method: "POST",
        headers,
        body: source.readable,
      });
      const body = await res.json();
      if (res.status !== 201) throw new Error(`the upload answered ${res.status}: ${JSON.stringify(body)}`);
      return body as { id: string; size: number };
    };
    ctx.progress(`${engine.name}: uploading 200 MB to warm the server`);
    await upload();
    await changeBytes(file);
    ctx.progress(`${engine.name}: uploading 200 MB`);
    const up = await watched(server.pid, upload);
    if (up.value.size !== SIZE) throw new Error(`the document holds ${up.value.size} bytes, not ${SIZE}`);
    ctx.progress(`${engine.name}: downloading 200 MB`);
    const down = await watched(server.pid, async () => {
      const res = await fetch(`${server.origin}/api/backoffice/document-files/${up.value.id}/file`, {
        headers,
      });
      if (!res.ok) throw new Error(`the download answered ${res.status}`);
      let bytes = 0;
      for await (const chunk of res.body!) bytes += chunk.length;
      return bytes;
    });
    if (down.value !== SIZE) throw new Error(`the download gave ${down.value} bytes, not ${SIZE}`);
    const key = engine.name === "SQLite" ? "sqlite" : "postgres";
    const copy = `a plain copy ${mbps(SIZE, copyMs).toFixed(0)} MB/s`;
    return [
      {
        id: `documents.${key}.upload`,
        label: `${engine.name}: 200 MB upload ÷ a plain file copy`,
        value: copyMs / up.ms,
        unit: "ratio",
        detail: `${mbps(SIZE, up.ms).toFixed(0)} MB/s against ${copy}`,
      },
      {
        id: `documents.${key}.download`,
        label: `${engine.name}: 200 MB download ÷ a plain file copy`,
        value: copyMs / down.ms,
        unit: "ratio",
        detail: `${mbps(SIZE, down.ms).toFixed(0)} MB/s against ${copy}`,
      },
      {
        id: `documents.${key}.uploadMemory`,
        label: `${engine.name}: the upload's growth of server memory`,
        value: up.growth,
        unit: "bytes",
        budget: atMost(MEMORY_BUDGET),
        detail: "resident memory, peak above the start",
      },
      {
        id: `documents.${key}.downloadMemory`,
        label: `${engine.name}: the download's growth of server memory`,
        value: down.growth,
        unit: "bytes",
        budget: atMost(MEMORY_BUDGET),
        detail: "resident memory, peak above the start",
      },
    ];
  });
}

async function run(ctx: BenchContext): Promise<Result[]> {
  const dir = await Deno.makeTempDir({ prefix: "ledgerdesk-bench-documents-" });
  try {
    const file = `${dir}/bench.pdf`;
    ctx.progress("writing a 200 MB file");
    await bigFile(file);
    const copyMs = await plainCopy(file, `${dir}/copy.pdf`);
    await Deno.remove(`${dir}/copy.pdf`);
    const engines = [sqliteStore(dir)];
    const pg = benchPostgresUrl();
    if (pg) engines.push(await postgresStore(pg));
    const results: Result[] = [];
    for (const engine of engines) {
      try {
        results.push(...await measureOn(ctx, engine, file, copyMs));
      } finally {
        await engine.drop();
      }
    }
    return results;
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

export const documents: MeasureGroup = { id: "documents", name: "documents' transfers", run };
