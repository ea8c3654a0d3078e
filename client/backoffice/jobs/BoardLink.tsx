import { Link } from "react-router";
import { JOB_BOARD_PAGE } from "../../../domain/jobs/board.ts";
import { readListQuery, whereOne, writeListQuery } from "../../../domain/list-query.ts";
import { t } from "../../kit/i18n/index.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import "./board-messages.ts";
import { useAddressParams } from "../../kit/routes/useAddressParams.ts";

/** Above the jobs list: the same jobs on the board, of the template (and assignee, client) the list is filtered to. */
export function BoardLink() {
  const [params] = useAddressParams();
  const { query } = readListQuery(params);
  const where = Object.fromEntries(
    ["template", "assignee", "account"].flatMap((name) => {
      const value = whereOne(query, name);
      return value ? [[name, [value]]] : [];
    }),
  );
  return (
    <p className="mb-3">
      <Link
        to={`${JOB_BOARD_PAGE}?${writeListQuery({ where })}`}
        className="btn btn-sm"
        data-testid="job-board-link"
      >
        <Icon name="view_kanban" /> {t("jobs.board.open")}
      </Link>
    </p>
  );
}
