import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { DemoFile } from "../../../domain/demo/file-manager.ts";
import { t } from "../../kit/i18n/index.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { PageHeading } from "../../kit/ui/PageHeading.tsx";
import { EmptyState } from "../../kit/ui/PageStates.tsx";
import { Picture } from "../../kit/ui/Picture.tsx";
import { QueryState } from "../../lib/data/index.ts";
import { useFiles } from "./api.ts";
import { offlineChoices, setOffline } from "./offline.ts";
import { crumbs, entriesIn, isOffline, pathOf, rootOf, TYPE_ICONS } from "./drive.ts";
import "./messages.ts";
import { useAddressParams } from "../../kit/routes/useAddressParams.ts";

const href = (path: string, file?: string) => {
  const q = new URLSearchParams({ path });
  if (file) q.set("file", file);
  return `/apps/file-manager?${q}`;
};

/**
 * The file manager: the open folder's entries in a table (a folder opens, a file shows its details), the
 * breadcrumb back up, and a details panel with the preview, facts and this device's offline switch.
 */
export function FileManagerPage() {
  useSignals();
  const files = useFiles();
  const [search] = useAddressParams();
  const all = files.data ?? [];
  const path = search.get("path") || rootOf(all);
  const entries = entriesIn(all, path);
  const selected = all.find((f) => f.id === search.get("file")) ?? null;

  const folder = (
    <div className="grid grid-cols-1 lg:grid-cols-[1fr_20rem] gap-4 items-start">
      <section className="card card-border bg-base-100 min-w-0" aria-label={t("fileManagerApp.contents")}>
        {entries.length === 0
          ? <EmptyState icon="folder_open" title={t("fileManagerApp.emptyFolder")} testId="files-empty" />
          : (
            <div className="overflow-x-auto">
              <table className="table" data-testid="files-table">
                <thead>
                  <tr>
                    <th>{t("fileManagerApp.name")}</th>
                    <th className="hidden sm:table-cell">{t("fileManagerApp.owner")}</th>
                    <th className="hidden md:table-cell text-end">{t("fileManagerApp.size")}</th>
                    <th className="hidden md:table-cell">{t("fileManagerApp.modified")}</th>
                  </tr>
                </thead>
                <tbody>
                  {entries.map((f) => (
                    <tr
                      key={f.id}
                      className={selected?.id === f.id ? "bg-base-200" : ""}
                      data-testid="file-row"
                      data-file-id={f.id}
                    >
                      <td>
                        <Link
                          to={f.type === "folder" ? href(pathOf(f)) : href(path, f.id)}
                          className="flex items-center gap-3 link link-hover"
                          aria-current={selected?.id === f.id ? "true" : undefined}
                          data-testid="file-open"
                        >
                          <Icon
                            name={TYPE_ICONS[f.type]}
                            className={f.type === "folder" ? "text-warning" : "opacity-70"}
                          />
                          <span dir="auto" className="break-all">{f.name}</span>
                        </Link>
                      </td>
                      <td className="hidden sm:table-cell" dir="auto">{f.owner}</td>
                      <td className="hidden md:table-cell text-end whitespace-nowrap" dir="ltr">
                        {f.size || "—"}
                      </td>
                      <td className="hidden md:table-cell whitespace-nowrap" dir="ltr">{f.modified}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
      </section>
      {selected
        ? <Details file={selected} close={href(path)} />
        : (
          <p className="text-sm opacity-70 hidden lg:block p-4" data-testid="file-details-hint">
            {t("fileManagerApp.pick")}
          </p>
        )}
    </div>
  );

  return (
    <div className="p-4 sm:p-8 flex flex-col gap-4" data-testid="file-manager">
      <PageHeading
        icon="folder"
        title={t("fileManagerApp.title")}
        text={files.data ? t("fileManagerApp.count", { count: entries.length }) : undefined}
      />
      {files.data && (
        <nav className="breadcrumbs text-sm" aria-label={t("fileManagerApp.breadcrumb")}>
          <ul data-testid="files-breadcrumb">
            {crumbs(path).map((c, i, list) => (
              <li key={c.path}>
                {i === list.length - 1
                  ? <span aria-current="page" dir="auto" className="font-semibold">{c.name}</span>
                  : <Link to={href(c.path)} dir="auto">{c.name}</Link>}
              </li>
            ))}
          </ul>
        </nav>
      )}
      <QueryState query={files} failure={t("fileManagerApp.loadFailed")}>{() => folder}</QueryState>
    </div>
  );
}

function Details({ file, close }: { file: DemoFile; close: string }) {
  useSignals();
  const ref = useRef<HTMLElement>(null);
  // On a phone the panel sits below the table: bring it into view when an entry is chosen.
  useEffect(() => {
    ref.current?.scrollIntoView({ block: "nearest" });
  }, [file.id]);
  const offline = isOffline(file, offlineChoices.value);
  const facts: [string, string][] = [
    ["type", t(`fileManagerApp.types.${file.type}`)],
    ["size", file.size || "—"],
    ["location", file.location],
    ["owner", file.owner],
    ["modified", file.modified],
    ["opened", file.opened],
    ["created", file.created],
  ];
  return (
    <aside
      ref={ref}
      className="card card-border bg-base-100"
      aria-labelledby="file-details-name"
      data-testid="file-details"
    >
      <div className="card-body p-4 gap-3">
        <div className="flex items-start gap-2">
          <h2 id="file-details-name" className="font-semibold me-auto break-all" dir="auto">{file.name}</h2>
          <Link to={close} className="btn btn-ghost btn-sm btn-square" aria-label={t("shell.close")}>
            <Icon name="close" size={20} />
          </Link>
        </div>
        <Picture
          src={file.preview}
          alt={t("fileManagerApp.preview", { name: file.name })}
          icon={TYPE_ICONS[file.type]}
          className="w-full aspect-video rounded-box"
        />
        <label className="flex items-center justify-between gap-2 py-1 cursor-pointer">
          <span>{t("fileManagerApp.offline")}</span>
          <input
            type="checkbox"
            className="toggle toggle-primary"
            checked={offline}
            onChange={(e) => setOffline(file.id, e.currentTarget.checked)}
            data-testid="file-offline"
          />
        </label>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {facts.map(([key, value]) => (
            <div key={key} className="contents">
              <dt className="opacity-60">{t(`fileManagerApp.${key}`)}</dt>
              <dd dir="auto" className="break-words" data-testid={`file-${key}`}>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </aside>
  );
}
