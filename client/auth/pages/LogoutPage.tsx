import { useEffect } from "react";
import { t } from "../../kit/i18n/index.ts";
import { signOut } from "../../session/session.ts";

/** `/logout`: ends the session (here and on the server), which goes to `/`. */
export function LogoutPage() {
  useEffect(() => signOut(), []);
  return (
    <div className="flex items-center justify-center gap-3 p-10" data-testid="logout-page">
      <span className="loading loading-spinner" aria-hidden="true" />
      {t("auth.signingOut")}
    </div>
  );
}
