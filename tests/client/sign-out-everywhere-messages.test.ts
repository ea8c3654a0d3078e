/** The "Sign out everywhere" question's words: every key in English, Turkish and Arabic. */
import { SIGN_OUT_EVERYWHERE_MESSAGES } from "../../client/auth/everywhere/messages.ts";
import { assertTranslated } from "../support/i18n.ts";

Deno.test("the sign-out-everywhere dictionary is translated", () => {
  assertTranslated(SIGN_OUT_EVERYWHERE_MESSAGES);
});
