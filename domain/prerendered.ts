/**
 * The addresses served prerendered (client/kit/prerendered.ts), and the page each is served as: their form is in the
 * HTML itself, so it shows before any script runs. Shared by the build, the server and the client.
 */
export const PRERENDERED: Readonly<Record<string, string>> = {
  "/login": "/login.html",
  "/register": "/register.html",
};
