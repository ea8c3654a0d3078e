import { Link } from "react-router";
import { ApiError } from "../../lib/api.ts";
import { EmptyState, LoadError } from "./PageStates.tsx";

/**
 * Why one record's page has nothing to show: the server has no such record (404: say so, with the way back to
 * its list), or the load failed (the reason, with a retry).
 */
export function RecordLoadProblem(
  { error, icon, notFound, back, loadFailed, onRetry, testId }: {
    error: Error;
    icon: string;
    notFound: string;
    back: { to: string; label: string };
    loadFailed: string;
    onRetry: () => void;
    testId: string;
  },
) {
  return (
    <div className="p-4 sm:p-8">
      {error instanceof ApiError && error.status === 404
        ? (
          <EmptyState icon={icon} title={notFound} testId={testId}>
            <Link to={back.to} className="btn btn-sm">{back.label}</Link>
          </EmptyState>
        )
        : <LoadError message={loadFailed} onRetry={onRetry} />}
    </div>
  );
}
