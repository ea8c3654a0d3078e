import { PASSWORD_MIN } from "../../domain/passwords.ts";

/**
 * The form rules of spec section 5 as plain functions (no schema library in the first page's JS). Each returns
 * the i18n keys of the messages of the fields at fault; an empty object means valid.
 */

/** Something@something.tld, no spaces: what a person types as an address. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const LOGIN_PASSWORD_MIN = 6;
export const DISPLAY_NAME_MIN = 4;

export type LoginValues = { email: string; password: string };
export type RegisterValues = {
  displayName: string;
  email: string;
  password: string;
  passwordConfirm: string;
};
export type Errors<T> = Partial<Record<keyof T, string>>;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

export function validateLogin(v: LoginValues): Errors<LoginValues> {
  const errors: Errors<LoginValues> = {};
  if (!isEmail(v.email)) errors.email = "auth.rules.loginEmail";
  if (v.password.length < LOGIN_PASSWORD_MIN) errors.password = "auth.rules.loginPassword";
  return errors;
}

export type ForgotValues = { email: string };
export type ResetValues = { password: string; passwordConfirm: string };
export type UnlockValues = { password: string };

export function validateForgot(v: ForgotValues): Errors<ForgotValues> {
  return isEmail(v.email) ? {} : { email: "auth.rules.loginEmail" };
}

/** A new password: as long as the server asks (PASSWORD_MIN), typed twice the same. */
export function validateReset(v: ResetValues): Errors<ResetValues> {
  const errors: Errors<ResetValues> = {};
  if (v.password.length < PASSWORD_MIN) errors.password = "auth.rules.newPassword";
  if (v.passwordConfirm === "" || v.passwordConfirm !== v.password) {
    errors.passwordConfirm = "auth.rules.passwordsMatch";
  }
  return errors;
}

export function validateUnlock(v: UnlockValues): Errors<UnlockValues> {
  return v.password === "" ? { password: "auth.rules.passwordRequired" } : {};
}

export function validateRegister(v: RegisterValues): Errors<RegisterValues> {
  const errors: Errors<RegisterValues> = {};
  if (v.displayName.trim().length < DISPLAY_NAME_MIN) errors.displayName = "auth.rules.displayName";
  if (!isEmail(v.email)) errors.email = "auth.rules.registerEmail";
  if (v.password === "") errors.password = "auth.rules.passwordRequired";
  if (v.passwordConfirm === "" || v.passwordConfirm !== v.password) {
    errors.passwordConfirm = "auth.rules.passwordsMatch";
  }
  return errors;
}
