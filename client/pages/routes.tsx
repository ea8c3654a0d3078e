import { createElement } from "react";
import { lazyChunk, lazyPage } from "../kit/routes/lazy-page.ts";
import { Navigate } from "react-router";
import type { AppRoute } from "../kit/routes/types.ts";
import { Error404Page } from "./errors/Error404Page.tsx";
import { Error500Page } from "./errors/Error500Page.tsx";
import { API_REFERENCE_PATH, DOC_PAGES, docPath } from "./documentation/docs.ts";
import type { LayoutKind, SidebarSide } from "./ui/PageLayoutPage.tsx";
import type { PricingStyle } from "./pricing/PricingPage.tsx";

const ComingSoonPage = lazyPage(() =>
  import("./coming-soon/ComingSoonPage.tsx").then((m) => m.ComingSoonPage)
);
const MaintenancePage = lazyPage(() =>
  import("./maintenance/MaintenancePage.tsx").then((m) => m.MaintenancePage)
);
const PricingPage = lazyPage(() => import("./pricing/PricingPage.tsx").then((m) => m.PricingPage));
const pageLayouts = lazyChunk(() => import("./ui/PageLayoutPage.tsx"));
const PageLayoutPage = pageLayouts((m) => m.PageLayoutPage);
const BlankPage = pageLayouts((m) => m.BlankPage);
const TypographyPage = lazyPage(() => import("./ui/TypographyPage.tsx").then((m) => m.TypographyPage));
const HelperClassesPage = lazyPage(() =>
  import("./ui/HelperClassesPage.tsx").then((m) => m.HelperClassesPage)
);
const DocumentationPage = lazyPage(() =>
  import("./documentation/DocumentationPage.tsx").then((m) => m.DocumentationPage)
);
const ApiReferencePage = lazyPage(() =>
  import("./documentation/ApiReferencePage.tsx").then((m) => m.ApiReferencePage)
);

const PRICING_STYLES: PricingStyle[] = [1, 2, 3];
const LAYOUTS: LayoutKind[] = ["carded", "simple"];
const SIDES: [slug: string, side: SidebarSide][] = [
  ["full-width", "none"],
  ["left-sidebar", "left"],
  ["right-sidebar", "right"],
];

/** The User Interface pages: page layouts, typography, helper classes (the icons page reads demo data). */
export const UI_PATHS = {
  layout: (kind: LayoutKind, slug: string) => `/ui/page-layouts/${kind}/${slug}`,
  blank: "/ui/page-layouts/blank",
  typography: "/ui/typography",
  helperClasses: "/ui/helper-classes",
};

/**
 * The template's pages that need no demo data (spec §2 "Template example routes"): errors, coming soon and
 * maintenance (open to all, bare), pricing, the page layouts, typography, helper classes and the documentation
 * (any signed-in user). The error pages come with this wing's chunk; the rest load when first opened.
 */
export function templateRoutes(): AppRoute[] {
  return [
    { path: "/pages/errors/error-404", element: <Error404Page />, auth: "none" },
    { path: "/pages/errors/error-500", element: <Error500Page />, auth: "none" },
    { path: "/pages/coming-soon", element: <ComingSoonPage />, auth: "none", bare: true },
    { path: "/pages/maintenance", element: <MaintenancePage />, auth: "none", bare: true },
    ...PRICING_STYLES.map((style) => ({
      path: `/pages/pricing/style-${style}`,
      element: createElement(PricingPage, { style }),
    })),
    ...LAYOUTS.flatMap((kind) =>
      SIDES.map(([slug, side]) => ({
        path: UI_PATHS.layout(kind, slug),
        element: createElement(PageLayoutPage, { kind, side }),
      }))
    ),
    { path: UI_PATHS.blank, element: <BlankPage /> },
    { path: UI_PATHS.typography, element: <TypographyPage /> },
    { path: UI_PATHS.helperClasses, element: <HelperClassesPage /> },
    ...DOC_PAGES.map(({ slug }) => ({
      path: docPath(slug),
      element: createElement(DocumentationPage, { slug }),
    })),
    { path: API_REFERENCE_PATH, element: <ApiReferencePage /> },
    { path: "/documentation", element: <Navigate to={docPath("getting-started")} replace /> },
  ];
}
