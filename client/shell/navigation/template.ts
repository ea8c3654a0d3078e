import { authRoles, DEFAULT_AUTH } from "../../../domain/roles.ts";
import { collapse, item, type NavItem } from "./items.ts";

const AUTH_PAGES: [id: string, title: string, icon: string][] = [
  ["login", "authLogin", "login"],
  ["register", "authRegister", "person_add"],
  ["forgot-password", "authForgotPassword", "help_outline"],
  ["reset-password", "authResetPassword", "password"],
  ["lock", "authLock", "lock"],
  ["mail-confirm", "authMailConfirm", "mark_email_read"],
];

const layouts = (kind: "carded" | "simple") =>
  collapse(`layouts-${kind}`, kind, kind === "carded" ? "web_asset" : "web", [
    item(`${kind}-full-width`, "fullWidth", "crop_free", `/ui/page-layouts/${kind}/full-width`),
    item(`${kind}-left-sidebar`, "leftSidebar", "border_left", `/ui/page-layouts/${kind}/left-sidebar`),
    item(`${kind}-right-sidebar`, "rightSidebar", "border_right", `/ui/page-layouts/${kind}/right-sidebar`),
  ]);

/**
 * The template's groups, as the template has them: "Pages" and "User Interface" for admins and staff (the
 * pages that read demo data only when the server offers the demo apps), and "Documentation" for everyone
 * signed in.
 */
export function templateNavigation(demoApps: boolean): NavItem[] {
  const demo = (entries: NavItem[]) => (demoApps ? entries : []);
  return [
    {
      id: "pages",
      title: "pages",
      type: "group",
      icon: "description",
      auth: authRoles.staff,
      children: [
        collapse(
          "authentication",
          "authentication",
          "lock_open",
          AUTH_PAGES.map(([id, title, icon]) => item(`auth-${id}`, title, icon, `/pages/auth/${id}`)),
        ),
        item("coming-soon", "comingSoon", "alarm", "/pages/coming-soon"),
        collapse("errors", "errors", "error_outline", [
          item("error-404", "error404", "error", "/pages/errors/error-404"),
          item("error-500", "error500", "report", "/pages/errors/error-500"),
        ]),
        ...demo([
          item("faq", "faq", "help", "/pages/faq"),
          item("knowledge-base", "knowledgeBase", "import_contacts", "/pages/knowledge-base"),
          collapse("invoices", "invoices", "receipt", [
            item("invoice-compact", "invoiceCompact", "view_agenda", "/pages/invoices/compact"),
            item("invoice-modern", "invoiceModern", "view_quilt", "/pages/invoices/modern"),
          ]),
        ]),
        item("maintenance", "maintenance", "build", "/pages/maintenance"),
        collapse("pricing", "pricing", "attach_money", [
          item("pricing-1", "pricingStyle1", "looks_one", "/pages/pricing/style-1"),
          item("pricing-2", "pricingStyle2", "looks_two", "/pages/pricing/style-2"),
          item("pricing-3", "pricingStyle3", "looks_3", "/pages/pricing/style-3"),
        ]),
        ...demo([
          item("profile", "profile", "person", "/pages/profile"),
          collapse("search", "search", "search", [
            item("search-classic", "searchClassic", "manage_search", "/pages/search/classic"),
            item("search-modern", "searchModern", "youtube_searched_for", "/pages/search/modern"),
          ]),
        ]),
      ],
    },
    {
      id: "user-interface",
      title: "userInterface",
      type: "group",
      icon: "web",
      auth: authRoles.staff,
      children: [
        ...demo([item("icons", "icons", "emoji_symbols", "/ui/icons")]),
        collapse("page-layouts", "pageLayouts", "view_quilt", [
          layouts("carded"),
          layouts("simple"),
          item("blank", "blank", "check_box_outline_blank", "/ui/page-layouts/blank"),
        ]),
        item("typography", "typography", "text_fields", "/ui/typography"),
        item("helper-classes", "helperClasses", "auto_fix_high", "/ui/helper-classes"),
      ],
    },
    {
      id: "documentation",
      title: "documentation",
      type: "group",
      icon: "menu_book",
      auth: DEFAULT_AUTH,
      children: [
        item("doc-getting-started", "docGettingStarted", "rocket_launch", "/documentation/getting-started"),
        item("doc-working", "docWorking", "work", "/documentation/working-with-ledgerdesk"),
        item("doc-authentication", "docAuthentication", "lock", "/documentation/authentication"),
        item("doc-components", "docComponents", "widgets", "/documentation/components"),
        item("doc-ui-components", "docUiComponents", "palette", "/documentation/ui-components"),
        item("doc-third-party", "docThirdParty", "extension", "/documentation/third-party-components"),
        item("doc-api", "docApi", "api", "/documentation/api"),
        item("doc-changelog", "docChangelog", "history", "/documentation/changelog"),
      ],
    },
  ];
}
