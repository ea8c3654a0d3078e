import { deepStrictEqual } from "node:assert/strict";
import { validateLogin, validateRegister } from "../../../client/auth/validation.ts";
import { en } from "../../../client/kit/i18n/en.ts";

/** The English text of an i18n key such as "auth.rules.loginEmail". */
const english = (key: string): unknown =>
  key.split(".").reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], { auth: en.auth });

const say = (errors: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(errors).map(([k, key]) => [k, english(key!)]));

Deno.test("login: a valid address and at least 6 characters, with the spec's messages", () => {
  deepStrictEqual(say(validateLogin({ email: "", password: "" })), {
    email: "Please enter valid Email Address",
    password: "Min character length is 6",
  });
  deepStrictEqual(say(validateLogin({ email: "admin@", password: "12345" })), {
    email: "Please enter valid Email Address",
    password: "Min character length is 6",
  });
  deepStrictEqual(validateLogin({ email: "admin@ledgerdesk.test", password: "123456" }), {});
});

Deno.test("register: display name of 4, a valid email, a password and its matching confirmation", () => {
  deepStrictEqual(
    say(validateRegister({ displayName: "Ann", email: "x", password: "", passwordConfirm: "" })),
    {
      displayName: "Min character length is 4",
      email: "Please enter a valid email",
      password: "Please enter your password.",
      passwordConfirm: "Passwords do not match",
    },
  );
  deepStrictEqual(
    say(
      validateRegister({
        displayName: "Anna",
        email: "a@b.co",
        password: "secret1",
        passwordConfirm: "secret2",
      }),
    ),
    { passwordConfirm: "Passwords do not match" },
  );
  deepStrictEqual(
    validateRegister({
      displayName: "Anna",
      email: "a@b.co",
      password: "secret1",
      passwordConfirm: "secret1",
    }),
    {},
  );
});
