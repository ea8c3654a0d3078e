/**
 * The sign-in screens' chunk, loaded on demand: sign-in, registration, the callback, logout, role examples, and
 * the template's auth pages (forgotten and reset password, lock screen, mail confirmation).
 */
import "./pages/messages.ts";
export { CallbackPage } from "./pages/CallbackPage.tsx";
export { ForgotPasswordPage } from "./pages/ForgotPasswordPage.tsx";
export { LockPage } from "./pages/LockPage.tsx";
export { LoginPage } from "./pages/LoginPage.tsx";
export { LogoutPage } from "./pages/LogoutPage.tsx";
export { MailConfirmPage } from "./pages/MailConfirmPage.tsx";
export { RegisterPage } from "./pages/RegisterPage.tsx";
export { ResetPasswordPage } from "./pages/ResetPasswordPage.tsx";
export { RoleExamplePage } from "./pages/RoleExamplePage.tsx";
export { TemplateLoginPage, TemplateRegisterPage } from "./pages/TemplatePages.tsx";
