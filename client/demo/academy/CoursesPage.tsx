import { useSignals } from "@preact/signals-react/runtime";
import { Link } from "react-router";
import type { CourseCategory } from "../../../domain/demo/academy.ts";
import { t } from "../../kit/i18n/index.ts";
import { useQueryParam } from "../../kit/routes/useQueryParam.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { PageHeading } from "../../kit/ui/PageHeading.tsx";
import { EmptyState } from "../../kit/ui/PageStates.tsx";
import { SearchField } from "../../kit/ui/SearchField.tsx";
import { QueryState } from "../../lib/data/index.ts";
import { useCategories, useCourses } from "./api.ts";
import { CategoryBadge, lengthText } from "./CourseFacts.tsx";
import { categoryOf, type CourseSummary, filterCourses, progress, standing } from "./courses.ts";
import "./messages.ts";

/** The academy's courses: a category filter and a search (both in the address), and each course's progress. */
export function CoursesPage() {
  useSignals();
  const categories = useCategories();
  const courses = useCourses();
  const [category, setCategory] = useQueryParam("category");
  const [query, setQuery] = useQueryParam("q");

  return (
    <div className="p-4 sm:p-8 flex flex-col gap-6" data-testid="academy-courses">
      <PageHeading icon="school" title={t("academyApp.title")} text={t("academyApp.subtitle")} />
      <div className="flex flex-wrap items-center gap-3">
        <label className="select select-sm w-full sm:w-56">
          <span className="label">{t("academyApp.category")}</span>
          <select
            value={category}
            onChange={(e) => setCategory(e.currentTarget.value)}
            data-testid="courses-category"
          >
            <option value="">{t("academyApp.allCategories")}</option>
            {(categories.data ?? []).map((c) => <option key={c.id} value={c.value}>{c.label}</option>)}
          </select>
        </label>
        <SearchField
          value={query}
          onChange={setQuery}
          label={t("academyApp.search")}
          testId="courses-search"
        />
      </div>
      <QueryState query={categories} failure={t("academyApp.loadFailed")}>
        {(known) => (
          <QueryState
            query={courses}
            failure={t("academyApp.loadFailed")}
            empty={{
              when: (all) => filterCourses(all, category, query).length === 0,
              view: <EmptyState icon="search_off" title={t("academyApp.noMatch")} testId="courses-empty" />,
            }}
          >
            {(all) => <CourseCards courses={filterCourses(all, category, query)} categories={known} />}
          </QueryState>
        )}
      </QueryState>
    </div>
  );
}

/** The courses as cards: category, length, progress and the way in. */
function CourseCards({ courses, categories }: { courses: CourseSummary[]; categories: CourseCategory[] }) {
  return (
    <ul className="grid grid-cols-1 sm:grid-cols-2 xl:grid-cols-3 gap-4" data-testid="courses">
      {courses.map((c) => {
        const state = standing(c);
        return (
          <li
            key={c.id}
            className="card card-border bg-base-100"
            data-testid="course-card"
            data-course-id={c.id}
          >
            <div className="card-body p-5 gap-3">
              <div className="flex items-center gap-2">
                <CategoryBadge category={categoryOf(categories, c.category)} />
                <span className="ms-auto text-xs opacity-60 flex items-center gap-1">
                  <Icon name="schedule" size={16} />
                  {lengthText(c.length)}
                </span>
              </div>
              <h2 className="card-title text-lg" dir="auto">{c.title}</h2>
              <p className="text-sm opacity-70 flex-1" dir="auto">{c.description}</p>
              <p className="text-xs opacity-60">{t("academyApp.updated", { date: c.updated })}</p>
              <div className="flex items-center gap-2">
                <progress
                  className="progress progress-primary flex-1"
                  value={state === "new" ? 0 : progress(c)}
                  max={100}
                  aria-label={t("academyApp.progress")}
                  data-testid="course-progress"
                />
                <span className="text-xs" data-testid="course-standing">
                  {state === "finished"
                    ? t("academyApp.finished")
                    : t("academyApp.stepOf", { step: c.activeStep + 1, total: c.totalSteps })}
                </span>
              </div>
              <Link
                to={`/apps/academy/courses/${c.id}/${c.slug}`}
                className={`btn btn-sm ${state === "finished" ? "btn-ghost" : "btn-primary"}`}
                data-testid="course-open"
              >
                {t(`academyApp.action.${state}`)}
              </Link>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
