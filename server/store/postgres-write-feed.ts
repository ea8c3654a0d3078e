import postgres from "postgres";
import type { WriteClock } from "./write-clock.ts";

/** A channel per schema: the instances of one practice share it; another practice's (schema's) are not heard. */
const channelOf = (schema: string) => `ledgerdesk_writes_${schema}`.slice(0, 63);

export type WriteFeed = { close(): Promise<void> };

/**
 * Tells the other instances on this PostgreSQL of this one's writes, and this one of theirs, so that an answer
 * kept in memory (server/backoffice/answer-cache.ts) is dropped everywhere when a write commits anywhere.
 * NOTIFY is sent after the write's commit (the clock ticks then), on a connection of its own; a burst of writes
 * sends one more NOTIFY once the one in flight is through, not one each. Whenever the listening connection
 * (re)connects, notices may have been missed while it was away: the clock ticks, and every kept answer is
 * dropped. Between another instance's commit and its notice arriving (a round trip), a list here may still show
 * the earlier answer.
 */
export async function shareWrites(url: string, clock: WriteClock): Promise<WriteFeed> {
  const self = crypto.randomUUID();
  const sql = postgres(url, { max: 1, onnotice: () => {} }) as unknown as postgres.Sql;
  const [{ schema }] = await sql.unsafe<{ schema: string }[]>("SELECT current_schema() AS schema");
  const channel = channelOf(schema);
  let sending: Promise<void> | undefined;
  let again = false;
  const send = () => {
    if (sending) {
      again = true;
      return;
    }
    sending = sql.notify(channel, self).then(
      () => {},
      // The database is away: the listeners reconnect when it is back, and drop everything then.
      () => {},
    ).finally(() => {
      sending = undefined;
      if (again) {
        again = false;
        send();
      }
    });
  };
  clock.onLocalWrite(send);
  const listening = await sql.listen(
    channel,
    (from) => {
      if (from !== self) clock.tick(false);
    },
    () => clock.tick(false),
  );
  return {
    async close() {
      await listening.unlisten().catch(() => {});
      await sending;
      await sql.end({ timeout: 1 });
    },
  };
}
