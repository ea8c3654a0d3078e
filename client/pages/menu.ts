import { collapse, item, type MenuEntry, type NavItem } from "../kit/navigation/items.ts";

const layouts = (kind: "carded" | "simple") =>
  collapse(`layouts-${kind}`, kind, kind === "carded" ? "web_asset" : "web", [
    item(`${kind}-full-width`, "fullWidth", "crop_free", `/ui/page-layouts/${kind}/full-width`),
    item(`${kind}-left-sidebar`, "leftSidebar", "border_left", `/ui/page-layouts/${kind}/left-sidebar`),
    item(`${kind}-right-sidebar`, "rightSidebar", "border_right", `/ui/page-layouts/${kind}/right-sidebar`),
  ]);

const place = (where: MenuEntry["place"]) => (i: NavItem): MenuEntry => ({ place: where, item: i });

/** The template's pages in the menu: its Pages, User Interface and Documentation groups (not the demo ones). */
export const PAGES_MENU: MenuEntry[] = [
  ...[
    item("coming-soon", "comingSoon", "alarm", "/pages/coming-soon"),
    collapse("errors", "errors", "error_outline", [
      item("error-404", "error404", "error", "/pages/errors/error-404"),
      item("error-500", "error500", "report", "/pages/errors/error-500"),
    ]),
    item("maintenance", "maintenance", "build", "/pages/maintenance"),
    collapse("pricing", "pricing", "attach_money", [
      item("pricing-1", "pricingStyle1", "looks_one", "/pages/pricing/style-1"),
      item("pricing-2", "pricingStyle2", "looks_two", "/pages/pricing/style-2"),
      item("pricing-3", "pricingStyle3", "looks_3", "/pages/pricing/style-3"),
    ]),
  ].map(place("pages")),
  ...[
    collapse("page-layouts", "pageLayouts", "view_quilt", [
      layouts("carded"),
      layouts("simple"),
      item("blank", "blank", "check_box_outline_blank", "/ui/page-layouts/blank"),
    ]),
    item("typography", "typography", "text_fields", "/ui/typography"),
    item("helper-classes", "helperClasses", "auto_fix_high", "/ui/helper-classes"),
  ].map(place("userInterface")),
  ...[
    item("doc-getting-started", "docGettingStarted", "rocket_launch", "/documentation/getting-started"),
    item("doc-working", "docWorking", "work", "/documentation/working-with-ledgerdesk"),
    item("doc-authentication", "docAuthentication", "lock", "/documentation/authentication"),
    item("doc-components", "docComponents", "widgets", "/documentation/components"),
    item("doc-ui-components", "docUiComponents", "palette", "/documentation/ui-components"),
    item("doc-third-party", "docThirdParty", "extension", "/documentation/third-party-components"),
    item("doc-api", "docApi", "api", "/documentation/api"),
    item("doc-changelog", "docChangelog", "history", "/documentation/changelog"),
  ].map(place("documentation")),
];
