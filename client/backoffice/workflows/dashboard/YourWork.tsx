import { useSignals } from "@preact/signals-react/runtime";
import type { ReactNode } from "react";
import { Link } from "react-router";
import {
  HOME_ITEMS,
  listLink,
  openRequestsQuery,
  recentRunsQuery,
} from "../../../../domain/workflows/home.ts";
import type { DeadlineEntry } from "../../../../domain/workflows/practice-work.ts";
import { language, t } from "../../../kit/i18n/index.ts";
import { type OriginState, useHereAsOrigin } from "../../../kit/routes/origin.ts";
import { Icon } from "../../../kit/ui/Icon.tsx";
import { type Loaded, QueryState } from "../../../lib/data/index.ts";
import { user } from "../../../session/session.ts";
import { useCan } from "../../data/grants.ts";
import { titleOfRecord } from "../../data/recordTitle.ts";
import type { ListAnswer, RecordData } from "../../data/types.ts";
import { fieldOf, findDef, recordPath, resourceLabel } from "../../defs.ts";
import { formatDate } from "../../format.ts";
import { DeadlineValue } from "../deadlines/DeadlineValue.tsx";
import { useMyWork } from "../practice-work/api.ts";
import {
  countText,
  myWorkLink,
  type MyWorkSection,
  openEnded,
  titleUnderClient,
} from "../practice-work/myWork.ts";
import { useMyRequests, useMyRuns } from "./api.ts";

const count = (n: number) => countText(n, language.value);

/** A card of the home page: a heading with its count, the first items, and the way to all of them. */
function HomeCard(
  { id, icon, title, total, atLeast = false, tone = "", more, children }: {
    id: string;
    icon: string;
    title: string;
    total: number;
    /** The total is a lower bound (my work's answer was cut): shown with a "+". */
    atLeast?: boolean;
    tone?: string;
    more?: { to: string; label: string };
    children: ReactNode;
  },
) {
  return (
    <section
      className="card bg-base-100 border border-base-300 min-w-0"
      aria-labelledby={`home-${id}`}
      data-testid={`home-${id}`}
    >
      <div className="card-body p-4 gap-2">
        <h3 id={`home-${id}`} className="card-title text-base">
          <Icon name={icon} size={22} className={total > 0 ? tone : ""} />
          <span className="me-auto">{title}</span>
          <span
            className={`text-2xl tabular-nums ${total > 0 ? tone : ""}`}
            data-testid="home-count"
            data-count={total}
          >
            {countText(total, language.value, atLeast)}
          </span>
        </h3>
        {children}
        {more && (
          <Link to={more.to} className="link link-primary text-sm self-start" data-testid="home-more">
            {more.label}
          </Link>
        )}
      </div>
    </section>
  );
}

/** One line of a card: the record's name opening its page (coming back here once it is saved), and a detail. */
function HomeLine(
  { to, here, name, detail }: { to: string; here?: OriginState; name: string; detail: ReactNode },
) {
  return (
    <li className="min-w-0">
      <Link
        to={to}
        state={here}
        className="link link-hover block text-sm break-words"
        data-testid="home-item"
      >
        <bdi>{name}</bdi>
      </Link>
      <span className="block text-xs">{detail}</span>
    </li>
  );
}

const WORK_LOOK: Record<Exclude<MyWorkSection, "nextWeek">, { icon: string; tone: string }> = {
  overdue: { icon: "error", tone: "text-error" },
  thisWeek: { icon: "schedule", tone: "text-warning" },
};

function WorkCard(
  { section, items, atLeast, here }: {
    section: "overdue" | "thisWeek";
    items: DeadlineEntry[];
    atLeast: boolean;
    here?: OriginState;
  },
) {
  const lang = language.value;
  return (
    <HomeCard
      id={section}
      icon={WORK_LOOK[section].icon}
      tone={WORK_LOOK[section].tone}
      title={t(`dashboard.${section}`)}
      total={items.length}
      atLeast={atLeast}
      more={items.length > 0
        ? {
          to: myWorkLink(section),
          label: t("dashboard.seeInMyWork", { count: countText(items.length, lang, atLeast) }),
        }
        : undefined}
    >
      {items.length === 0
        ? <p className="text-sm opacity-70">{t(`dashboard.no.${section}`)}</p>
        : (
          <ul className="flex flex-col gap-2">
            {items.slice(0, HOME_ITEMS).map((e) => (
              <HomeLine
                key={e.id}
                to={e.link}
                here={here}
                name={titleUnderClient(e.title, e.account)}
                detail={[
                  e.account,
                  resourceLabel(e.kind),
                  t("dashboard.due", { date: formatDate(e.due, lang) }),
                ]
                  .filter((part) => part).join(" · ")}
              />
            ))}
          </ul>
        )}
    </HomeCard>
  );
}

/** A list of the employee's own records (requests, runs): its first lines, or the words that there are none. */
function OwnList(
  { query, render, empty }: {
    query: Loaded<ListAnswer>;
    render: (record: RecordData) => ReactNode;
    empty: string;
  },
) {
  return (
    <QueryState query={query} failure={t("dashboard.listFailed")}>
      {(answer) =>
        answer.items.length === 0
          ? <p className="text-sm opacity-70">{empty}</p>
          : <ul className="flex flex-col gap-2">{answer.items.map(render)}</ul>}
    </QueryState>
  );
}

/**
 * The signed-in person's part of the home page, before the practice's figures: their work overdue and due this
 * week (the first items, and the way to my work showing them), the correspondence that awaits their answer and
 * the trigger runs they started, each list where their role may read it. Nothing due is said plainly.
 */
export function YourWork() {
  useSignals();
  const me = user.value?.uuid ?? "";
  const work = useMyWork("");
  const here = useHereAsOrigin();
  const letters = findDef("correspondence")!;
  const runs = findDef("triggerrun")!;
  const readsLetters = useCan(letters.module, "read") === true;
  const readsRuns = useCan(runs.module, "read") === true;
  const requests = useMyRequests(me, readsLetters && me !== "");
  const ran = useMyRuns(me, readsRuns && me !== "");
  const dueField = fieldOf(letters, "responseDueOn")!;
  return (
    <section className="flex flex-col gap-4 mb-8" aria-labelledby="your-work" data-testid="your-work">
      <h2 id="your-work" className="text-lg font-semibold">
        {t("dashboard.yourWork")}
      </h2>
      <QueryState query={work} failure={t("dashboard.workFailed")}>
        {(answer) =>
          answer.count === 0
            ? (
              <div role="status" className="alert alert-success alert-soft" data-testid="home-nothing-due">
                <Icon name="task_alt" />
                <span>
                  {t("dashboard.nothingDue")}{" "}
                  {answer.nextWeek.length > 0 && (
                    <Link to={myWorkLink("nextWeek")} className="link">
                      {t("dashboard.nextWeek", { count: count(answer.nextWeek.length) })}
                    </Link>
                  )}
                </span>
              </div>
            )
            : (
              <div className="grid gap-4 lg:grid-cols-2">
                {(["overdue", "thisWeek"] as const).map((section) => (
                  <WorkCard
                    key={section}
                    section={section}
                    items={answer[section]}
                    atLeast={openEnded(answer, section)}
                    here={here}
                  />
                ))}
              </div>
            )}
      </QueryState>
      {(readsLetters || readsRuns) && (
        <div className="grid gap-4 lg:grid-cols-2">
          {readsLetters && (
            <HomeCard
              id="requests"
              icon="mark_email_unread"
              tone="text-info"
              title={t("dashboard.requests")}
              total={requests.data?.total ?? 0}
              more={{ to: listLink(letters.base, openRequestsQuery(me)), label: t("dashboard.seeAll") }}
            >
              <OwnList
                query={requests}
                empty={t("dashboard.noRequests")}
                render={(r) => (
                  <HomeLine
                    key={String(r.id)}
                    to={recordPath(letters, String(r.id))}
                    here={here}
                    name={titleOfRecord(letters, r)}
                    detail={
                      <>
                        {typeof r._refTitles?.account === "string" && <bdi>{r._refTitles.account} ·</bdi>}
                        {" "}
                        {dueField.label[language.value]}{" "}
                        <DeadlineValue resource={letters.name} field={dueField} record={r} />
                      </>
                    }
                  />
                )}
              />
            </HomeCard>
          )}
          {readsRuns && (
            <HomeCard
              id="runs"
              icon="bolt"
              title={t("dashboard.runs")}
              total={ran.data?.total ?? 0}
              more={{ to: listLink(runs.base, recentRunsQuery(me)), label: t("dashboard.seeAll") }}
            >
              <OwnList
                query={ran}
                empty={t("dashboard.noRuns")}
                render={(r) => (
                  <HomeLine
                    key={String(r.id)}
                    to={recordPath(runs, String(r.id))}
                    name={titleOfRecord(runs, r)}
                    detail={t("dashboard.runCreated", { count: count(Number(r.created ?? 0)) })}
                  />
                )}
              />
            </HomeCard>
          )}
        </div>
      )}
    </section>
  );
}
