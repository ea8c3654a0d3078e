/** What the documents' API tests share: files to upload, a raw call, and the counts of what is stored. */
import type { Backoffice, Caller } from "./support.ts";

export function pdf(size: number, seed = 1): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(size);
  for (let i = 0; i < size; i++) out[i] = (i * 13 + seed) & 0xff;
  out.set(new TextEncoder().encode("%PDF-1.7\n"));
  return out;
}

/** A body without a Content-Length (sent chunked): only the bytes read can tell its size. */
export function streamOf(bytes: Uint8Array): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + 100_000));
      at += 100_000;
    },
  });
}

/** An answer: whatever JSON the API sent, which tests read freely and assert on. */
export type Sent = {
  status: number;
  headers: Headers;
  bytes: Uint8Array;
  // deno-lint-ignore no-explicit-any
  body: Record<string, any> | undefined;
};

export async function send(
  bo: Backoffice,
  caller: Caller,
  method: string,
  path: string,
  body?: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>,
): Promise<Sent> {
  const res = await bo.app.request(`/api/backoffice${path}`, {
    method,
    headers: { authorization: `Bearer ${caller.token}` },
    body,
  });
  const bytes = new Uint8Array(await res.arrayBuffer());
  const json = (res.headers.get("content-type") ?? "").includes("json");
  return {
    status: res.status,
    headers: res.headers,
    bytes,
    body: json ? JSON.parse(new TextDecoder().decode(bytes)) : undefined,
  };
}

export const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

export async function counts(bo: Backoffice) {
  const n = async (sql: string) => Number((await bo.store.db.get<{ n: number }>(sql))?.n);
  return {
    documents: await n("SELECT count(*) AS n FROM record WHERE resource = 'document'"),
    versions: await n("SELECT count(*) AS n FROM document_version"),
    contents: await n("SELECT count(*) AS n FROM content"),
    chunks: await n("SELECT count(*) AS n FROM content_chunk"),
  };
}
