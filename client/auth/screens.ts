/** The sign-in screens' chunk, loaded on demand: sign-in, registration, the callback, logout, role examples. */
export { CallbackPage } from "./pages/CallbackPage.tsx";
export { LoginPage } from "./pages/LoginPage.tsx";
export { LogoutPage } from "./pages/LogoutPage.tsx";
export { RegisterPage } from "./pages/RegisterPage.tsx";
export { RoleExamplePage } from "./pages/RoleExamplePage.tsx";
