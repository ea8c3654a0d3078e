/**
 * Sends one raw HTTP/1.1 request, for what fetch refuses to send (a GET with a JSON body, as curl can; a path
 * with `..` or a backslash, which fetch would resolve first). Returns the status and the body text.
 */
export async function rawRequest(
  port: number,
  { method, path, body = "", headers = {} }: {
    method: string;
    path: string;
    body?: string;
    headers?: Record<string, string>;
  },
): Promise<{ status: number; body: string }> {
  const conn = await Deno.connect({ hostname: "127.0.0.1", port });
  try {
    const bytes = new TextEncoder().encode(body);
    const extra = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join("");
    const head = `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${bytes.length}\r\n${extra}Connection: close\r\n\r\n`;
    await conn.write(new TextEncoder().encode(head));
    await conn.write(bytes);
    const text = await new Response(conn.readable).text();
    const [answerHead, ...rest] = text.split("\r\n\r\n");
    const status = Number(answerHead.split(" ")[1]);
    const chunked = /transfer-encoding:\s*chunked/i.test(answerHead);
    const raw = rest.join("\r\n\r\n");
    return { status, body: chunked ? dechunk(raw) : raw };
  } finally {
    try {
      conn.close();
    } catch { /* closed by the server already */ }
  }
}

function dechunk(raw: string): string {
  let out = "";
  let rest = raw;
  while (rest.length > 0) {
    const eol = rest.indexOf("\r\n");
    const size = parseInt(rest.slice(0, eol), 16);
    if (!size) break;
    out += rest.slice(eol + 2, eol + 2 + size);
    rest = rest.slice(eol + 2 + size + 2);
  }
  return out;
}
