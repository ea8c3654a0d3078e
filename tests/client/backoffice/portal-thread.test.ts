import { PORTAL_THREAD_MESSAGES } from "../../../client/backoffice/clients/thread-messages.ts";
import { assertTranslated } from "../../support/i18n.ts";

Deno.test("the portal thread panel's words exist in English, Turkish and Arabic, placeholders kept", () => {
  assertTranslated(PORTAL_THREAD_MESSAGES);
});
