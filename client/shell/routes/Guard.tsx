import { useSignals } from "@preact/signals-react/runtime";
import { type ReactNode, useEffect } from "react";
import { Link, Navigate, useLocation, useNavigate } from "react-router";
import { t } from "../../kit/i18n/index.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { decideAccess, returnPath, type RouteAccess } from "../../session/access.ts";
import { locked, logout, pendingRedirect, roles, sessionKind, user } from "../../session/session.ts";

/** The lock screen (two-panel variant): where a locked session's pages send the user. */
export const LOCK_PATH = "/pages/auth/lock";

/** Shown in place of a page the signed-in user may not open: no redirect, so no loop. */
function AccessDenied({ demo }: { demo: boolean }) {
  const { pathname } = useLocation();
  return (
    <div className="flex items-center justify-center p-6 md:p-10 min-h-full" data-testid="access-denied">
      <div className="card bg-base-100 border border-base-300 shadow-sm max-w-lg w-full">
        <div className="card-body items-center text-center gap-3">
          <Icon name="lock" size={32} className="text-warning" />
          <h1 className="card-title text-2xl">{t("auth.access.title")}</h1>
          <p className="opacity-80">{demo ? t("auth.access.demoText") : t("auth.access.roleText")}</p>
          <div className="card-actions justify-center mt-2">
            {demo && (
              <button
                type="button"
                className="btn btn-primary"
                data-testid="practice-sign-in"
                onClick={() => logout({ redirect: "/login", from: pathname })}
              >
                <Icon name="login" size={20} />
                {t("auth.access.practiceSignIn")}
              </button>
            )}
            <Link to="/" className="btn btn-ghost">{t("pages.backToDashboard")}</Link>
          </div>
        </div>
      </div>
    </div>
  );
}

/** The one guard in front of every page: it applies the route's access list to the session (spec section 6). */
export function Guard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  useSignals();
  const location = useLocation();
  const decision = decideAccess(access, {
    signedIn: user.value !== null,
    roles: roles.value,
    kind: sessionKind.value,
    locked: locked.value,
  });
  switch (decision) {
    case "allow":
      return children;
    case "login":
      // A logout on its way somewhere else (`/`) goes first; the page it leaves is not one to come back to.
      if (pendingRedirect.value) return null;
      return (
        <Navigate
          to="/login"
          replace
          state={{ from: location.pathname + location.search + location.hash }}
        />
      );
    case "locked":
      return (
        <Navigate
          to={LOCK_PATH}
          replace
          state={{ from: location.pathname + location.search + location.hash }}
        />
      );
    case "home":
      return <Navigate to={returnPath(location.state) ?? "/"} replace />;
    case "forbidden":
      return <AccessDenied demo={false} />;
    case "needs-backoffice":
      return <AccessDenied demo />;
  }
}

/** Carries out the navigations the session asks for (logout goes to `/`); lives inside the router. */
export function SessionRedirect() {
  useSignals();
  const navigate = useNavigate();
  const pending = pendingRedirect.value;
  useEffect(() => {
    if (!pending) return;
    pendingRedirect.value = null;
    navigate(pending.to, { replace: true, state: pending.from ? { from: pending.from } : undefined });
  }, [pending, navigate]);
  return null;
}
