import { PORTAL_PANEL_MESSAGES } from "../../../client/backoffice/clients/portal-messages.ts";
import { assertTranslated } from "../../support/i18n.ts";

Deno.test("the portal panel's words exist in English, Turkish and Arabic, placeholders kept", () => {
  assertTranslated(PORTAL_PANEL_MESSAGES);
});
