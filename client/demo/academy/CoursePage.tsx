import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useRef } from "react";
import { Link, useNavigate, useParams } from "react-router";
import type { Course } from "../../../domain/demo/academy.ts";
import { t } from "../../kit/i18n/index.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { EmptyState } from "../../kit/ui/PageStates.tsx";
import { SafeHtml } from "../../kit/ui/SafeHtml.tsx";
import { QueryState } from "../../lib/data/index.ts";
import { useCourse, useGoToStep } from "./api.ts";
import { clampStep, progress } from "./courses.ts";
import "./messages.ts";

/** A course at the learner's step: the step list, the step's (sanitized) page, previous and next. */
export function CoursePage() {
  useSignals();
  const { id = "" } = useParams();
  const course = useCourse(id);
  return (
    // The lesson runs edge to edge; a failure or a missing course sits padded like a page.
    <div className={course.data ? "" : "p-4 sm:p-8"}>
      <QueryState
        query={course}
        failure={t("academyApp.loadFailed")}
        missing={{
          icon: "school",
          title: t("academyApp.notFound"),
          back: { to: "/apps/academy/courses", label: t("academyApp.back") },
          testId: "course-not-found",
        }}
      >
        {(data) => <Lesson course={data} />}
      </QueryState>
    </div>
  );
}

function Lesson({ course }: { course: Course }) {
  const navigate = useNavigate();
  const goToStep = useGoToStep();
  const at = clampStep(course.activeStep, course.totalSteps);
  const step = course.steps[at];
  const last = at === course.totalSteps - 1;
  const content = useRef<HTMLElement>(null);
  // A new step starts at its top, and reading goes on from its heading.
  useEffect(() => {
    content.current?.scrollIntoView({ block: "nearest" });
  }, [at]);
  const go = (to: number) => {
    if (to !== at) void goToStep.write({ id: course.id, activeStep: clampStep(to, course.totalSteps) });
  };

  const steps = (
    <ol className="menu w-full p-0" data-testid="course-steps">
      {course.steps.map((s, i) => (
        <li key={s.id}>
          <button
            type="button"
            className={i === at ? "menu-active" : ""}
            aria-current={i === at ? "step" : undefined}
            onClick={() => go(i)}
            data-testid="course-step-link"
          >
            <span
              className={`badge badge-sm ${
                i < at ? "badge-success" : i === at ? "badge-primary" : "badge-ghost"
              }`}
            >
              {i < at ? <Icon name="check" size={16} /> : i + 1}
            </span>
            <span className="text-start" dir="auto">{s.title}</span>
          </button>
        </li>
      ))}
    </ol>
  );

  return (
    <div className="flex flex-col" data-testid="course-page">
      <header className="p-4 sm:px-8 border-b border-base-300 bg-base-100 flex flex-wrap items-center gap-3">
        <Link
          to="/apps/academy/courses"
          className="btn btn-ghost btn-sm btn-square"
          aria-label={t("academyApp.back")}
        >
          <Icon name="arrow_back" className="rtl-flip" />
        </Link>
        <div className="me-auto min-w-0">
          <h1 className="text-xl font-bold break-words" dir="auto" data-testid="page-title">
            {course.title}
          </h1>
          <p className="text-sm opacity-70" data-testid="course-position">
            {t("academyApp.stepOf", { step: at + 1, total: course.totalSteps })}
          </p>
        </div>
        <progress
          className="progress progress-primary w-full sm:w-48"
          value={progress({ activeStep: at, totalSteps: course.totalSteps })}
          max={100}
          aria-label={t("academyApp.progress")}
        />
      </header>
      <div className="grid grid-cols-1 lg:grid-cols-[18rem_1fr]">
        <aside className="hidden lg:block border-e border-base-300 p-3" aria-label={t("academyApp.steps")}>
          {steps}
        </aside>
        <details className="lg:hidden border-b border-base-300 px-4 py-2">
          <summary className="cursor-pointer font-semibold py-1">{t("academyApp.steps")}</summary>
          {steps}
        </details>
        <section
          ref={content}
          aria-label={step?.title}
          className="p-4 sm:p-8 max-w-3xl w-full mx-auto flex flex-col gap-6 scroll-mt-4"
        >
          {step
            ? <SafeHtml html={step.content} className="rich-text" testId="course-step-content" />
            : <EmptyState icon="menu_book" title={t("academyApp.noSteps")} />}
          <nav className="flex flex-wrap gap-2 justify-between" aria-label={t("academyApp.steps")}>
            <button
              type="button"
              className="btn"
              disabled={at === 0}
              onClick={() => go(at - 1)}
              data-testid="course-previous"
            >
              <Icon name="chevron_left" className="rtl-flip" />
              {t("academyApp.previous")}
            </button>
            {last
              ? (
                <button
                  type="button"
                  className="btn btn-primary"
                  onClick={() => navigate("/apps/academy/courses")}
                  data-testid="course-finish"
                >
                  <Icon name="done_all" />
                  {t("academyApp.finish")}
                </button>
              )
              : (
                <button
                  type="button"
                  className="btn btn-primary"
                  onClick={() => go(at + 1)}
                  data-testid="course-next"
                >
                  {t("academyApp.next")}
                  <Icon name="chevron_right" className="rtl-flip" />
                </button>
              )}
          </nav>
        </section>
      </div>
    </div>
  );
}
