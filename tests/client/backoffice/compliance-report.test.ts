/** The practice-wide compliance report's words (issue 36): every one in English, Turkish and Arabic. */
import { COMPLIANCE_REPORT_MESSAGES } from "../../../client/backoffice/compliance/report-messages.ts";
import { assertTranslated } from "../../support/i18n.ts";

Deno.test("the compliance report's words are in English, Turkish and Arabic", () => {
  assertTranslated(COMPLIANCE_REPORT_MESSAGES);
});
