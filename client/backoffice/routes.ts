import { createElement } from "react";
import { lazyChunk, lazyPage } from "../kit/routes/lazy-page.ts";
import { RESOURCE_PLACES } from "../../domain/resources/places.ts";
import type { AppRoute } from "../kit/routes/types.ts";
import { REQUEST_PAGE } from "../../domain/documents/request-link.ts";
import { COMPLIANCE_REPORT_PAGE } from "../../domain/compliance/report.ts";
import { PORTAL_MANAGER_PAGE } from "../../domain/portal.ts";
import { APPROVAL_RECORD_PAGE } from "../../domain/portal-approvals.ts";
import { CHANGE_SETS_PAGE } from "../../domain/bulk-changes.ts";
import { JOB_BOARD_PAGE } from "../../domain/jobs/board.ts";

/** The pages live in one lazily loaded chunk (screens.ts): none of the engine is in the first page's script. */
const screen = lazyChunk(() => import("./screens.ts"));
const ListPage = screen((m) => m.ListPage);
const FormPage = screen((m) => m.FormPage);
const ViewPage = screen((m) => m.ViewPage);
const ChangeSetsPage = screen((m) => m.ChangeSetsPage);

/** Every list, add, view and edit path of spec section 2, from the resources' places. */
function resourceRoutes(): AppRoute[] {
  return RESOURCE_PLACES.flatMap((r) => {
    const routes: AppRoute[] = [{ path: r.base, element: createElement(ListPage, { name: r.name }) }];
    if (r.add) {
      routes.push({
        path: `${r.base}/${r.add}`,
        element: createElement(FormPage, { name: r.name, mode: "create" }),
      });
    }
    if (r.view) {
      routes.push({ path: `${r.base}/view/:id`, element: createElement(ViewPage, { name: r.name }) });
    }
    routes.push({
      path: `${r.base}/:id`,
      element: createElement(FormPage, { name: r.name, mode: "update" }),
    });
    return routes;
  });
}

/** The home dashboard and the report, each a chunk of its own: chart.js loads with the dashboard only. */
const DashboardPage = lazyPage(() =>
  import("./workflows/dashboard/DashboardPage.tsx").then((m) => m.DashboardPage)
);
const ReportPage = lazyPage(() => import("./workflows/report/ReportPage.tsx").then((m) => m.ReportPage));
/** The practice calendar and my work: a chunk each, sharing the deadlines' pieces in a third. */
const PracticeCalendarPage = lazyPage(() =>
  import("./workflows/practice-work/PracticeCalendarPage.tsx").then((m) => m.PracticeCalendarPage)
);
const MyWorkPage = lazyPage(() =>
  import("./workflows/practice-work/MyWorkPage.tsx").then((m) => m.MyWorkPage)
);
/** The practice-wide compliance report (issue 36): a chunk of its own. */
const ComplianceReportPage = lazyPage(() =>
  import("./compliance/ComplianceReportPage.tsx").then((m) => m.ComplianceReportPage)
);
/** The portal manager (issue 37): every client's portal users, a chunk of its own. */
const PortalManagerPage = lazyPage(() =>
  import("./portal/PortalManagerPage.tsx").then((m) => m.PortalManagerPage)
);
/** An approval's printable record (issue 37), a chunk of its own. */
const ApprovalRecordPage = lazyPage(() =>
  import("./portal/ApprovalRecordPage.tsx").then((m) => m.ApprovalRecordPage)
);
/** A job template's pipeline board (issue 38): a chunk of its own, with dnd-kit. */
const JobBoardPage = lazyPage(() => import("./jobs/JobBoardPage.tsx").then((m) => m.JobBoardPage));
const WORKFLOW_PAGES: AppRoute[] = [
  { path: "/apps/dashboard", element: createElement(DashboardPage) },
  { path: "/apps/reports/incometax", element: createElement(ReportPage) },
  { path: "/apps/practice-calendar", element: createElement(PracticeCalendarPage) },
  { path: "/apps/my-work", element: createElement(MyWorkPage) },
  { path: COMPLIANCE_REPORT_PAGE, element: createElement(ComplianceReportPage) },
  { path: PORTAL_MANAGER_PAGE, element: createElement(PortalManagerPage) },
  { path: `${APPROVAL_RECORD_PAGE}/:id`, element: createElement(ApprovalRecordPage) },
  // The bulk changes' log, in the lists' chunk: reached from a list's bulk actions.
  { path: CHANGE_SETS_PAGE, element: createElement(ChangeSetsPage) },
  { path: JOB_BOARD_PAGE, element: createElement(JobBoardPage) },
];

/** A document request's upload page: a chunk of its own, the only page a practice's client opens. */
const RequestLinkPage = lazyPage(() =>
  import("./documents/request-link/RequestLinkPage.tsx").then((m) => m.RequestLinkPage)
);

/**
 * The back-office pages: the default access list, and only for a back-office (not demo-only) session; and the
 * page a document request's link opens, bare and open to anyone (the client holding the link has no sign-in).
 */
export function backofficeRoutes(): AppRoute[] {
  // The trigger run log (/apps/taxcase/trigger/records) is the triggerrun resource's list: one of resourceRoutes.
  return [
    ...[...WORKFLOW_PAGES, ...resourceRoutes()].map((r) => ({ ...r, backoffice: true })),
    { path: REQUEST_PAGE, element: createElement(RequestLinkPage), auth: "none", bare: true },
  ];
}
