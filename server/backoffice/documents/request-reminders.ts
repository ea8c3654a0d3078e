import { reminderDue, type ReminderSchedule } from "../../../domain/documents/request-schedule.ts";
import { documentRequest } from "../../../domain/resources/document-requests.ts";
import { wholeList } from "../list-query.ts";
import type { Stored } from "../source.ts";
import { escalationMail } from "./request-mail.ts";
import { type DocumentRequests, itemsOf, LINK_ACTOR } from "./requests.ts";

/** A request made without a template is reminded as the seeded templates do: 3 days before, on the day, weekly. */
export const DEFAULT_REMINDERS: ReminderSchedule & { escalateAfter: number } = {
  days: [-3, 0],
  repeatEvery: 7,
  escalateAfter: 3,
};

/** One request's part in a day's pass. */
export type ReminderOutcome =
  | { request: string; outcome: "reminded"; escalated: boolean }
  | { request: string; outcome: "taken" }
  | { request: string; outcome: "failed"; error: string };

/**
 * The daily pass over document requests (issue 35) for practice day `day`: each open request that was sent and
 * whose template's schedule says so today mails its client a reminder with a fresh link (only a link's hash is
 * kept, so the earlier mail's link cannot be sent again; it stays good until its own end, so the client's earlier
 * mail still works), and counts it. On the first reminder day after the template's number of reminders, the
 * responsible employee is mailed as well (once). Each request claims (request, day) in the transaction that
 * keeps its link and count, so however many instances run the pass it is reminded once that day; the mails go
 * once that has committed (no transaction waits on a mail server), and a reminder whose mail cannot be sent is
 * undone (claim, link and count) for a later pass to try again. A complete or cancelled request is not open, so
 * nothing is mailed for it.
 */
export async function remindRequests(
  requests: DocumentRequests,
  day: string,
  log: (line: string) => void = console.log,
): Promise<ReminderOutcome[]> {
  const { engine } = requests.deps;
  await engine.whenReady();
  const list = wholeList(documentRequest, { sort: "dueDate", where: { status: ["open"] } });
  const { rows } = await engine.sourceFor(documentRequest.name, LINK_ACTOR).list(documentRequest, list);
  const outcomes: ReminderOutcome[] = [];
  for (const listed of rows) {
    if (!listed.data.sentAt || typeof listed.data.dueDate !== "string") continue;
    const schedule = await scheduleOf(requests, listed);
    if (!reminderDue(schedule, listed.data.dueDate, day)) continue;
    try {
      const reminded = await remind(requests, listed.id, day, schedule.escalateAfter);
      outcomes.push(
        reminded === undefined
          ? { request: listed.id, outcome: "taken" }
          : { request: listed.id, outcome: "reminded", escalated: reminded },
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      outcomes.push({ request: listed.id, outcome: "failed", error: message });
      log(`Document request reminders ${day}: request ${listed.id} failed: ${message}`);
    }
  }
  return outcomes;
}

/**
 * Reminds request `id` for `day`, unless another pass has: whether the employee was told as well, or undefined
 * when the day was taken (or the request is no longer open).
 */
async function remind(
  requests: DocumentRequests,
  id: string,
  day: string,
  escalateAfter: number,
): Promise<boolean | undefined> {
  const { engine, db } = requests.deps;
  const now = engine.now();
  const kept = await db.transaction(async (tx) => {
    const { changes } = await tx.run(
      `INSERT INTO document_request_reminder (request_id, day, claimed_at) VALUES ($1, $2, $3)
       ON CONFLICT (request_id, day) DO NOTHING`,
      [id, day, now.toISOString()],
    );
    if (changes === 0) return undefined;
    // Read again under the claim: an upload may have completed it since the list was read.
    const request = await engine.source(documentRequest.name).get(documentRequest, id);
    if (!request || request.data.status !== "open") return undefined;
    const sent = Number(request.data.reminders ?? 0);
    const escalate = sent >= escalateAfter && !request.data.escalatedAt;
    const link = await requests.keepLink(request, now, true);
    const escalation = escalate ? await employeeMail(requests, request, sent) : undefined;
    const stored = await engine.setServerFields(
      documentRequest,
      id,
      request.version,
      { reminders: sent + 1, ...(escalate ? { escalatedAt: now.toISOString() } : {}) },
      LINK_ACTOR,
    );
    return { link, escalation, stored, before: request };
  });
  if (!kept) return undefined;
  try {
    await requests.mail(kept.link);
    if (kept.escalation) await requests.deps.mailer.send(kept.escalation);
  } catch (error) {
    // The reminder did not (wholly) go: the day is given back, as if never reminded, for a later pass.
    await db.transaction(async (tx) => {
      await tx.run("DELETE FROM document_request_reminder WHERE request_id = $1 AND day = $2", [id, day]);
      await engine.setServerFields(
        documentRequest,
        id,
        kept.stored.version,
        { reminders: kept.before.data.reminders ?? 0, escalatedAt: kept.before.data.escalatedAt ?? null },
        LINK_ACTOR,
      );
    });
    throw error;
  }
  return kept.escalation !== undefined;
}

/** The reminder rhythm of a request: its template's, or the default one. */
async function scheduleOf(requests: DocumentRequests, request: Stored) {
  const { engine } = requests.deps;
  const def = engine.def("requesttemplate");
  const template = typeof request.data.template === "string" && def
    ? await engine.source(def.name).get(def, request.data.template)
    : undefined;
  if (!template) return DEFAULT_REMINDERS;
  const days = ((template.data.reminders ?? []) as Array<{ days: number }>).map((r) => Number(r.days));
  return {
    days,
    repeatEvery: Number(template.data.repeatEvery ?? 0),
    escalateAfter: Number(template.data.escalateAfter ?? DEFAULT_REMINDERS.escalateAfter),
  };
}

/** The mail that tells the request's responsible employee that `reminders` reminders went unanswered. */
async function employeeMail(requests: DocumentRequests, request: Stored, reminders: number) {
  const { engine, publicUrl } = requests.deps;
  const employeeDef = engine.def("employee")!;
  const accountDef = engine.def("account")!;
  const employee = await engine.source("employee").get(employeeDef, String(request.data.responsible));
  const to = employee?.data.email;
  if (typeof to !== "string" || !to) return undefined;
  const client = await engine.source("account").get(accountDef, String(request.data.account));
  return escalationMail(to, {
    employee: String(employee?.data.firstName ?? ""),
    client: String(client?.data.name ?? ""),
    taxYear: Number(request.data.taxYear),
    reminders,
    items: itemsOf(request).filter((i) => i.status === "open").map((i) => i.label),
    page: `${publicUrl.replace(/\/+$/, "")}${documentRequest.base}/view/${request.id}`,
  });
}
