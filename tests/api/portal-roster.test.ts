/**
 * The portal manager through the API on both engines (issue 37): every contact the caller sees with where it
 * stands with the portal (never invited, invited, run out, active, revoked), filtered by state, searched and
 * narrowed to a client, with practice-wide counts; and invitations to many contacts at once, each contact's
 * outcome said in the reader's language (no e-mail address, not theirs to see) without stopping the others.
 */
import assert from "node:assert/strict";
import type { BulkInviteOutcome, PortalRoster } from "../../domain/portal.ts";
import { portalPractice } from "../support/portal.ts";
import { storeTest } from "../support/store.ts";

const DAY = 86_400_000;

storeTest("the portal manager lists every contact by state, and invites many at once", async (t) => {
  const p = await portalPractice(t.url);
  try {
    const other = await p.client();
    const [active, invited, late, revoked, never] = await Promise.all(
      ["ama@client.test", "ben@client.test", "cara@client.test", "dev@client.test", "eli@client.test"]
        .map((email) => p.contact(email)),
    );
    const elsewhere = await p.contact("fay@other.test", other);
    const noEmail = (await p.fixtures.create("contact", undefined, { email: "", account: other }))
      .id as string;

    await p.invite(late, 1);
    p.clock.at += 31 * DAY;
    p.staff = await p.staffAgain();
    await p.accept((await p.invite(active, 2)).token);
    await p.invite(invited, 3);
    await p.invite(revoked, 4);
    assert.equal((await p.staff.post(`/portal/invitations/${revoked}/revoke`, {})).status, 200);

    const roster = async (query = "") => {
      const res = await p.staff.get(`/portal/contacts${query}`);
      assert.equal(res.status, 200, res.text);
      return res.body as PortalRoster;
    };
    const all = await roster();
    const contacts = [active, invited, late, revoked, never, elsewhere, noEmail];
    assert.equal(all.total, contacts.length);
    assert.deepEqual(all.counts, { never: 3, invited: 1, expired: 1, active: 1, revoked: 1 });
    const stateOf = new Map(all.items.map((r) => [r.contact, r.state]));
    assert.deepEqual(
      contacts.map((c) => stateOf.get(c)),
      ["active", "invited", "expired", "revoked", "never", "never", "never"],
    );
    const row = all.items.find((r) => r.contact === elsewhere)!;
    assert.equal(row.client?.id, other);
    assert.equal(row.email, "fay@other.test");

    for (
      const [state, expected] of [["never", [never, elsewhere, noEmail]], ["active", [active]], ["expired", [
        late,
      ]]]
    ) {
      const answer = await roster(`?state=${state}`);
      assert.deepEqual(answer.items.map((r) => r.contact).sort(), [...expected].sort(), String(state));
      assert.equal(answer.total, expected.length);
    }
    assert.deepEqual(
      (await roster(`?client=${other}`)).items.map((r) => r.contact).sort(),
      [elsewhere, noEmail].sort(),
    );
    assert.deepEqual((await roster("?q=fay")).items.map((r) => r.contact), [elsewhere]);
    const bad = await p.staff.get("/portal/contacts?state=sleeping");
    assert.equal(bad.status, 400);
    assert.ok(bad.body.error.fields.state, bad.text);

    const mails = p.mailbox.received.length;
    const res = await p.staff.request(
      "POST",
      "/portal/invitations/bulk",
      { contacts: [never, noEmail, "no-such-contact", elsewhere] },
      "tr",
    );
    assert.equal(res.status, 200, res.text);
    const outcomes = res.body.items as BulkInviteOutcome[];
    assert.deepEqual(outcomes.map((o) => [o.contact, o.ok]), [
      [never, true],
      [noEmail, false],
      ["no-such-contact", false],
      [elsewhere, true],
    ]);
    const refused = outcomes[1];
    assert.ok(!refused.ok && refused.error.code === "portalContactNoEmail");
    assert.ok(!outcomes[2].ok && outcomes[2].error.code === "recordNotFound");
    assert.notEqual(!refused.ok && refused.error.message, "", "said in the reader's language");
    await p.mailbox.wait(mails + 2);
    assert.deepEqual((await roster()).counts, { never: 1, invited: 3, expired: 1, active: 1, revoked: 1 });

    const tooMany = await p.staff.post("/portal/invitations/bulk", {
      contacts: Array.from({ length: 101 }, (_, i) => `c${i}`),
    });
    assert.equal(tooMany.status, 400);
    assert.ok(tooMany.body.error.fields?.contacts, tooMany.text);
    const none = await p.staff.post("/portal/invitations/bulk", { contacts: [] });
    assert.equal(none.status, 400);
  } finally {
    await p.close();
  }
});

storeTest(
  "with CLIENT_VISIBILITY=assigned, the portal manager shows and counts only the caller's clients' contacts",
  async (t) => {
    const p = await portalPractice(t.url, { CLIENT_VISIBILITY: "assigned" });
    try {
      // The sample client's partner and manager are other employees: the staff member sees none of its contacts.
      const contact = await p.contact("naledi@client.test");
      assert.equal((await p.admin.post("/portal/invitations", { contact })).status, 201);
      const seen = await p.staff.get("/portal/contacts");
      assert.equal(seen.status, 200, seen.text);
      assert.deepEqual(seen.body.items, []);
      assert.deepEqual(seen.body.counts, { never: 0, invited: 0, expired: 0, active: 0, revoked: 0 });
      const bulk = await p.staff.post("/portal/invitations/bulk", { contacts: [contact] });
      assert.equal(bulk.status, 200);
      assert.equal(bulk.body.items[0].error.code, "recordNotFound");
      const admin = await p.admin.get("/portal/contacts");
      assert.deepEqual(admin.body.items.map((r: { contact: string }) => r.contact), [contact]);
      assert.equal(admin.body.counts.invited, 1);
    } finally {
      await p.close();
    }
  },
);
