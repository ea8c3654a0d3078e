import { type ComponentType, lazy, type LazyExoticComponent } from "react";
import type { ResourceDef } from "../../domain/resources/types.ts";
import type { RecordData } from "./data/types.ts";

/** What a resource's own part of its view page is given: the record as shown. */
export type RecordActionsProps = { def: ResourceDef; record: RecordData };

/** What a resource's own panel above its list is given. */
export type ListPanelProps = { def: ResourceDef };

type Lazy<P> = LazyExoticComponent<ComponentType<P>>;

/**
 * The few places where a resource does more than the generic pages, by resource name: actions on its view page
 * (a trigger's "Run now", an employee's "End sessions" and two-factor reset, a document's file and versions, the
 * documents of a client, a return, an objection, a letter or a CIPC job, a client's compliance and document
 * requests, a request's sending, a job template's preview and run) and a panel above its list (the Tax Dashboard, the documents' upload, bin and
 * retention review, the obligations' run, the jobs' board). Each is its feature's own chunk, loaded only with a page that shows it.
 */
const linkedUpload = lazy(() =>
  import("./documents/LinkedUpload.tsx").then((m) => ({ default: m.LinkedUpload }))
);

export const RECORD_ACTIONS: Readonly<Record<string, Lazy<RecordActionsProps>>> = {
  account: lazy(() => import("./clients/ClientParts.tsx").then((m) => ({ default: m.ClientParts }))),
  document: lazy(() => import("./documents/DocumentParts.tsx").then((m) => ({ default: m.DocumentParts }))),
  documentrequest: lazy(() =>
    import("./documents/RequestsPanel.tsx").then((m) => ({ default: m.RequestActions }))
  ),
  incometax: linkedUpload,
  objection: linkedUpload,
  correspondence: linkedUpload,
  secretarialjob: linkedUpload,
  employee: lazy(() => import("./employees/SignInPanel.tsx").then((m) => ({ default: m.SignInPanel }))),
  trigger: lazy(() => import("./workflows/triggers/RunPanel.tsx").then((m) => ({ default: m.RunPanel }))),
  jobtemplate: lazy(() => import("./jobs/JobRunPanel.tsx").then((m) => ({ default: m.JobRunPanel }))),
};

export const LIST_PANELS: Readonly<Record<string, Lazy<ListPanelProps>>> = {
  obligation: lazy(() =>
    import("./compliance/ObligationRunPanel.tsx").then((m) => ({ default: m.ObligationRunPanel }))
  ),
  document: lazy(() => import("./documents/DocumentsPanel.tsx").then((m) => ({ default: m.DocumentsPanel }))),
  trigger: lazy(() =>
    import("./workflows/triggers/TriggerDashboard.tsx").then((m) => ({ default: m.TriggerDashboard }))
  ),
  job: lazy(() => import("./jobs/BoardLink.tsx").then((m) => ({ default: m.BoardLink }))),
};
