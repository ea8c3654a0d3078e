import type { Context, Next } from "hono";
import { refusal } from "../../domain/api/index.ts";
import { bufferBody } from "../middleware/read-input.ts";
import {
  findDemoSandbox,
  lockDemoSandbox,
  pruneDemoSandboxes,
  saveDemoSandbox,
} from "../store/demo-sandboxes.ts";
import type { Db } from "../store/db.ts";
import { DEFAULT_SANDBOX_LIMIT, type DemoEnv, Sandbox, type SandboxHome } from "./sandbox.ts";

/**
 * The sandboxes in the store (migration 19): one row per user and app, so a demo user sees their own writes
 * whichever instance answers, and a restart keeps them. A request reads its user's row of the app it calls; a
 * write is read, change, save: a request that may write (any but GET and HEAD) holds the user's row of that app
 * for its transaction, so one user's concurrent writes take turns rather than lose one another. A GET that writes
 * (the chat opens a dialog) saves only over the version it read, and is refused as a conflict in the rare case
 * that a write came first. Bounded as the memory's are: past `limit` users, those who wrote least recently go.
 */
export class StoredSandboxes implements SandboxHome {
  constructor(
    private readonly db: Db,
    readonly limit = DEFAULT_SANDBOX_LIMIT,
    private readonly now: () => number = Date.now,
  ) {}

  async enter(c: Context<DemoEnv>, user: string, app: string, next: Next): Promise<void> {
    let added: boolean;
    if (c.req.method === "GET" || c.req.method === "HEAD") {
      added = await this.#run(this.db, c, user, app, next);
    } else {
      // The body first: a client sending it slowly must not hold the transaction.
      await bufferBody(c);
      added = await this.db.transaction(async (tx) => {
        await lockDemoSandbox(tx, user, app);
        return await this.#run(tx, c, user, app, next);
      });
    }
    // Outside the write's transaction: two users' prunes each holding their own row could otherwise deadlock.
    if (added) await pruneDemoSandboxes(this.db, this.limit);
  }

  /** Runs the request on the stored sandbox and saves what it wrote; true when that made a new row. */
  async #run(db: Db, c: Context<DemoEnv>, user: string, app: string, next: Next): Promise<boolean> {
    const stored = await findDemoSandbox(db, user, app);
    const sandbox = new Sandbox(stored ? JSON.parse(stored.state) : {});
    c.set("sandbox", sandbox);
    await next();
    // A handler that failed may have changed half of what it meant to: keep none of it.
    if (!sandbox.changed || c.error) return false;
    const state = JSON.stringify(sandbox.written());
    if (!(await saveDemoSandbox(db, user, app, state, stored?.version ?? 0, this.now()))) {
      throw refusal("demoSandboxChanged");
    }
    return stored === undefined;
  }
}
