import type { ReactNode } from "react";
import { Link } from "react-router";
import { EmptyState, LoadError, LoadingBar } from "../../kit/ui/PageStates.tsx";
import { ApiError } from "../api.ts";
import type { Loaded } from "./useData.ts";

type Empty<T> = {
  /** Whether the answer has nothing to show. */
  when: (data: T) => boolean;
  view: ReactNode;
};

/** A single record's page: what to say when the server has no such record, with the way back. */
type Missing = {
  icon: string;
  title: string;
  text?: string;
  back: { to: string; label: string };
  testId?: string;
};

/**
 * The one ladder of a screen that shows loaded data: a failure (the words given, a retry; a missing record said
 * as such), the loading bar until a first answer, what to show when it is empty, else the content. While a newer
 * answer loads the last one stays on screen, with the bar above it.
 */
export function QueryState<T>(
  { query, failure, empty, missing, children }: {
    query: Loaded<T>;
    /** What failed, in the reader's words ("Could not load the mails"). */
    failure: string;
    empty?: Empty<T>;
    missing?: Missing;
    children: (data: T) => ReactNode;
  },
) {
  if (query.data === null && query.error) {
    if (missing && query.error instanceof ApiError && query.error.status === 404) {
      return (
        <EmptyState icon={missing.icon} title={missing.title} text={missing.text} testId={missing.testId}>
          <Link to={missing.back.to} className="btn btn-sm">{missing.back.label}</Link>
        </EmptyState>
      );
    }
    return <LoadError message={failure} detail={query.error.message} onRetry={query.retry} />;
  }
  if (query.data === null) return <LoadingBar />;
  return (
    <>
      {query.loading && <LoadingBar />}
      {empty?.when(query.data) ? empty.view : children(query.data)}
    </>
  );
}
