import { type Context, Hono, type MiddlewareHandler } from "hono";
import { z } from "zod";
import { pickLanguage, refusal, waitText } from "../../domain/api/index.ts";
import { MAX_PAGE_SIZE } from "../../domain/list-query.ts";
import {
  CODE_MINUTES,
  CODE_PATTERN,
  INVITATION_PATTERN,
  LINK_PATTERN,
  MAX_BULK_INVITATIONS,
  MESSAGE_MAX,
  PORTAL_ROSTER_STATES,
} from "../../domain/portal.ts";
import type { ClientAddress } from "../auth/client-address.ts";
import { REFUSED_TOKEN } from "../auth/guard.ts";
import type { FailureLimiter } from "../auth/rate-limit.ts";
import { bearerToken, InvalidTokenError, type TokenClaims, type TokenService } from "../auth/tokens.ts";
import type { Background } from "../background.ts";
import { actorOf, uploadedFile } from "../backoffice/index.ts";
import type { AuthVariables } from "../auth/guard.ts";
import { fileBody, validate } from "../middleware/validate.ts";
import type { Portal } from "./portal.ts";
import type { Roster } from "./roster.ts";
import type { PortalThread } from "./thread.ts";

export type PortalEnv = { Variables: { portal: TokenClaims } };

const email = z.string().max(254).trim().toLowerCase().pipe(z.email());
const codeBody = validate("json", z.object({ email }));
const verifyBody = validate("json", z.object({ email, code: z.string().regex(CODE_PATTERN) }));
const acceptBody = validate("json", z.object({ token: z.string().regex(INVITATION_PATTERN) }));
const linkBody = validate("json", z.object({ token: z.string().regex(LINK_PATTERN) }));
const pollBody = validate("json", z.object({ email, poll: z.string().regex(LINK_PATTERN) }));
const totpCode = z.string().trim().regex(CODE_PATTERN);
const secondStepBody = validate("json", z.object({ challenge: z.string().min(1).max(4096), code: totpCode }));
const totpBody = validate("json", z.object({ code: totpCode }));
const clientParam = validate("param", z.object({ id: z.string().min(1).max(200) }));
const itemParam = validate(
  "param",
  z.object({
    id: z.string().min(1).max(200),
    request: z.string().min(1).max(200),
    n: z.coerce.number().int().min(1).max(9999),
  }),
);
const fileName = validate("query", z.object({ name: z.string() }));
const contactBody = validate("json", z.object({ contact: z.string().min(1).max(200) }));
const contactParam = validate("param", z.object({ id: z.string().min(1).max(200) }));
const contactsBody = validate(
  "json",
  z.object({ contacts: z.array(z.string().min(1).max(200)).min(1).max(MAX_BULK_INVITATIONS) }),
);
const rosterQuery = validate(
  "query",
  z.object({
    state: z.enum(PORTAL_ROSTER_STATES).optional(),
    q: z.string().max(200).optional(),
    client: z.string().min(1).max(200).optional(),
    page: z.coerce.number().int().min(1).max(1_000_000).optional(),
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  }),
);
/** A message: plain text (shown as text, never as HTML), not blank. */
const messageBody = validate("json", z.object({ body: z.string().trim().min(1).max(MESSAGE_MAX) }));
const threadQuery = validate("query", z.object({ before: z.string().min(1).max(200).optional() }));

/** Admits portal tokens only: none or any other audience's (a staff or demo token) is refused with 401. */
export function requirePortal(tokens: TokenService): MiddlewareHandler<PortalEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header("authorization"));
    if (!token) throw refusal("signInRequired");
    try {
      c.set("portal", await tokens.verify(token, "portal"));
    } catch (error) {
      if (!(error instanceof InvalidTokenError)) throw error;
      throw refusal(REFUSED_TOKEN[error.reason]);
    }
    await next();
  };
}

export type PortalApiDeps = {
  portal: Portal;
  thread: PortalThread;
  /** The largest file an upload may be (DOCUMENT_MAX_MB). */
  maxBytes: number;
  tokens: TokenService;
  addressOf: ClientAddress;
  background: Background;
  limits: {
    /** Codes asked for, per address asked for and per client address. */
    codePerEmail: FailureLimiter;
    codePerAddress: FailureLimiter;
    /** Codes tried, and invitation links that open nothing, per client address. */
    triesPerAddress: FailureLimiter;
    /** Authenticator codes tried at sign-in, per portal user (their address counts them too). */
    totpPerUser: FailureLimiter;
    /** Messages written, per portal user. */
    messagesPerUser: FailureLimiter;
  };
};

/**
 * PORTAL_API: signing in to the client portal (a code or link by mail, an invitation) and the signed-in portal user's
 * calls. Asking for a code answers alike, at once, whether the address is anyone's (the code is kept and mailed
 * after the answer); it is limited per address asked for and per client address, as trying codes and
 * invitations is per client address.
 */
export function portalApi(
  { portal, thread, maxBytes, tokens, addressOf, background, limits }: PortalApiDeps,
) {
  const app = new Hono<PortalEnv>();
  const { links, twoFactor } = portal;
  const tooMany = (seconds: number) => refusal("tooManyPortalTries", { seconds, wait: waitText(seconds) });
  const countTry = async (c: Context) => {
    const counted = await limits.triesPerAddress.attempt(addressOf(c));
    if (counted.wait > 0) throw tooMany(counted.wait);
    return counted;
  };

  app.post("/sign-in/code", codeBody, async (c) => {
    const { email } = c.req.valid("json");
    const byAddress = await limits.codePerAddress.attempt(addressOf(c));
    if (byAddress.wait > 0) throw tooMany(byAddress.wait);
    const byEmail = await limits.codePerEmail.attempt(email);
    if (byEmail.wait > 0) throw tooMany(byEmail.wait);
    const poll = await links.ask(email);
    background.run("A portal sign-in code", () => portal.sendCode(email, poll));
    return c.json({ sent: true, minutes: CODE_MINUTES, poll }, 202);
  });
  // The code's link, opened on any device: it approves, and signs in the device that asked (below), not this one.
  app.post("/sign-in/link", linkBody, async (c) => {
    const counted = await countTry(c);
    await links.open(c.req.valid("json").token);
    await counted.forgive();
    return c.json({ approved: true });
  });
  // The asking device's poll: a secret that opens nothing counts as a wrong try; waiting and signing in do not.
  app.post("/sign-in/poll", pollBody, async (c) => {
    const counted = await countTry(c);
    const { email, poll } = c.req.valid("json");
    const answer = await links.poll(email, poll, addressOf(c));
    await counted.forgive();
    return c.json(answer, "token" in answer ? 200 : 202);
  });
  app.post("/sign-in/verify", verifyBody, async (c) => {
    const counted = await countTry(c);
    const { email, code } = c.req.valid("json");
    const signedIn = await portal.verify(email, code, addressOf(c));
    await counted.forgive();
    return c.json(signedIn);
  });
  app.post("/invitations/accept", acceptBody, async (c) => {
    const counted = await countTry(c);
    const signedIn = await portal.accept(c.req.valid("json").token, addressOf(c));
    await counted.forgive();
    return c.json(signedIn);
  });

  // The second step of a sign-in, for a person whose authenticator app is on: the challenge and a current code.
  app.post("/sign-in/two-factor", secondStepBody, async (c) => {
    const counted = await countTry(c);
    const { challenge, code } = c.req.valid("json");
    const claims = await tokens.verify(challenge, "challenge").catch(() => {
      throw refusal("portalChallengeInvalid");
    });
    // An employee's challenge is not a portal person's.
    if (claims.role !== "portal" || (await portal.clients(claims.sub)).length === 0) {
      throw refusal("portalChallengeInvalid");
    }
    const byUser = await limits.totpPerUser.attempt(claims.sub);
    if (byUser.wait > 0) throw tooMany(byUser.wait);
    await twoFactor.check(claims.sub, code);
    await counted.forgive();
    await byUser.forgive();
    return c.json(await portal.signIn(claims.sub, addressOf(c), true));
  });

  const signedIn = requirePortal(tokens);
  // The signed-in person's authenticator app: whether it is on, setting it up (a key, then its first code), off.
  app.get("/two-factor", signedIn, async (c) => c.json(await twoFactor.state(c.get("portal").sub)));
  app.post("/two-factor/start", signedIn, async (c) => {
    const user = c.get("portal").sub;
    return c.json(await twoFactor.start(user, (await portal.me(user)).email));
  });
  app.post("/two-factor/confirm", signedIn, totpBody, async (c) => {
    return c.json(await twoFactor.confirm(c.get("portal").sub, c.req.valid("json").code));
  });
  app.post("/two-factor/disable", signedIn, totpBody, async (c) => {
    return c.json(await twoFactor.disable(c.get("portal").sub, c.req.valid("json").code));
  });
  app.post("/sign-out", signedIn, async (c) => {
    await portal.signOut(c.get("portal").sid!);
    return c.body(null, 204);
  });
  app.post("/sign-out/everywhere", signedIn, async (c) => {
    await portal.signOutEverywhere(c.get("portal").sub);
    return c.body(null, 204);
  });
  app.get("/me", signedIn, async (c) => c.json(await portal.me(c.get("portal").sub)));
  app.get("/clients/:id/requests", signedIn, clientParam, async (c) => {
    return c.json(await portal.requests(c.get("portal").sub, c.req.valid("param").id));
  });
  // A thread is below /threads, not /clients: that path's bodies are streamed uploads, a message's is limited.
  app.get("/threads/:id", signedIn, clientParam, threadQuery, async (c) => {
    return c.json(
      await thread.forClient(c.get("portal").sub, c.req.valid("param").id, c.req.valid("query").before),
    );
  });
  app.post("/threads/:id", signedIn, clientParam, messageBody, async (c) => {
    const user = c.get("portal").sub;
    const counted = await limits.messagesPerUser.attempt(user);
    if (counted.wait > 0) {
      throw refusal("tooManyPortalMessages", { seconds: counted.wait, wait: waitText(counted.wait) });
    }
    const { id } = c.req.valid("param");
    return c.json(await thread.fromClient(user, id, c.req.valid("json").body, addressOf(c)), 201);
  });
  app.post("/clients/:id/requests/:request/items/:n", signedIn, fileBody, itemParam, fileName, async (c) => {
    const { id, request, n } = c.req.valid("param");
    const file = uploadedFile(c, maxBytes);
    return c.json(
      await portal.upload(
        c.get("portal").sub,
        id,
        { id: request, n, name: c.req.valid("query").name, address: addressOf(c) },
        file,
      ),
      201,
    );
  });
  return app;
}

/**
 * Staff's calls about the portal (below `/api/backoffice/portal`, behind the back office's guard): invite a
 * contact, invite them again (a new link; the old one dies), revoke their access (their sessions end), and read
 * it; the portal manager's page of every contact (roster.ts) and its invitations of many at once; read a
 * client's thread, answer it and mark it read, and count the unread messages of the clients they see. Each needs
 * the contacts' grant (update to change, read to read) and sees only contacts and clients the caller sees.
 */
export function portalStaffApi(portal: Portal, roster: Roster, thread: PortalThread) {
  const app = new Hono<{ Variables: AuthVariables }>();
  app.get("/contacts", rosterQuery, async (c) => {
    return c.json(await roster.list(c.req.valid("query"), actorOf(c)));
  });
  app.post("/invitations/bulk", contactsBody, async (c) => {
    const lang = pickLanguage(c.req.header("accept-language"));
    return c.json({ items: await roster.invite(c.req.valid("json").contacts, actorOf(c), lang) });
  });
  app.post("/invitations", contactBody, async (c) => {
    return c.json(await portal.invite(c.req.valid("json").contact, actorOf(c)), 201);
  });
  app.post("/invitations/:id/resend", contactParam, async (c) => {
    return c.json(await portal.resend(c.req.valid("param").id, actorOf(c)));
  });
  app.post("/invitations/:id/revoke", contactParam, async (c) => {
    return c.json(await portal.revoke(c.req.valid("param").id, actorOf(c)));
  });
  app.get("/clients/:id", clientParam, async (c) => {
    return c.json({ items: await portal.ofClient(c.req.valid("param").id, actorOf(c)) });
  });
  app.get("/clients/:id/messages", clientParam, threadQuery, async (c) => {
    return c.json(await thread.ofClient(c.req.valid("param").id, actorOf(c), c.req.valid("query").before));
  });
  app.post("/clients/:id/messages", clientParam, messageBody, async (c) => {
    return c.json(await thread.answer(c.req.valid("param").id, c.req.valid("json").body, actorOf(c)), 201);
  });
  app.post("/clients/:id/messages/read", clientParam, async (c) => {
    return c.json({ read: await thread.markRead(c.req.valid("param").id, actorOf(c)) });
  });
  app.get("/unread", async (c) => c.json({ items: await thread.unread(actorOf(c)) }));
  app.get("/invitations/:id", contactParam, async (c) => {
    const state = await portal.state(c.req.valid("param").id, actorOf(c));
    if (!state) throw refusal("portalNotInvited");
    return c.json(state);
  });
  return app;
}
