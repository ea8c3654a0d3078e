/** The employee "End sessions" panel's words: every key in English, Turkish and Arabic. */
import { EMPLOYEE_SESSION_MESSAGES } from "../../client/backoffice/employees/messages.ts";
import { assertTranslated } from "../support/i18n.ts";

Deno.test("the employee sessions dictionary is translated", () => {
  assertTranslated(EMPLOYEE_SESSION_MESSAGES);
});
