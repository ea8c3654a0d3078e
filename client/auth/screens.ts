/** The sign-in screens' chunk. Sign-in, registration and the session replace this. */
export { NotBuiltPage } from "../pages/NotBuiltPage.tsx";
