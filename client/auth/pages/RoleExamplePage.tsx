import { useSignals } from "@preact/signals-react/runtime";
import { Link } from "react-router";
import { authRoles } from "../../../domain/roles.ts";
import { t } from "../../kit/i18n/index.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { roles, user } from "../../session/session.ts";

type Example = "admin" | "staff" | "guest";
const LIST: Record<Example, readonly string[]> = {
  admin: authRoles.admin,
  staff: authRoles.staff,
  guest: authRoles.onlyGuest,
};

/** The template's role examples: each page says which access list its route carries and who got in. */
export function RoleExamplePage({ example }: { example: Example }) {
  useSignals();
  const list = LIST[example];
  const signedIn = user.value !== null;
  return (
    <div className="p-6 md:p-10 max-w-3xl" data-testid={`${example}-role-example`}>
      <h1 className="text-2xl font-bold" data-testid="page-title">{t(`auth.examples.${example}Title`)}</h1>
      <p className="mt-3 opacity-80">{t(`auth.examples.${example}Text`)}</p>
      <div className="card bg-base-100 border border-base-300 mt-6">
        <div className="card-body gap-3">
          <div className="flex items-center gap-2">
            <Icon name="rule" size={20} />
            <span className="font-semibold">{t("auth.examples.accessList")}</span>
            <code className="badge badge-outline font-mono" data-testid="access-list">
              [{list.join(", ")}]
            </code>
          </div>
          <div className="flex items-center gap-2">
            <Icon name="badge" size={20} />
            <span className="font-semibold">{t("auth.examples.yourRoles")}</span>
            <code className="badge badge-outline font-mono" data-testid="your-roles">
              {signedIn ? `[${roles.value.join(", ")}]` : t("auth.examples.guest")}
            </code>
          </div>
        </div>
      </div>
      {!signedIn && (
        <Link to="/login" className="btn btn-primary mt-6">
          <Icon name="login" size={20} />
          {t("shell.login")}
        </Link>
      )}
    </div>
  );
}
