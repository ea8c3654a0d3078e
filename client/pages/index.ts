import type { Feature } from "../kit/feature.ts";
import { PAGES_MENU } from "./menu.ts";
import { templateRoutes } from "./routes.tsx";

/** The template's pages: errors, coming soon, maintenance, pricing, page layouts, typography, documentation. */
export const pages: Feature = { name: "pages", routes: templateRoutes, menu: PAGES_MENU, style: "pages" };

/**
 * The pages the shell shows itself: a broken screen's (its error boundary) and an unknown address's, with the
 * wing's chunk, which the start-up loads (client/shell/features.ts).
 */
export { Error500Page } from "./errors/Error500Page.tsx";
export { Error404Page } from "./errors/Error404Page.tsx";
