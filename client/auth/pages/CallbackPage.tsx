import { useSignals } from "@preact/signals-react/runtime";
import { Link } from "react-router";
import { t } from "../../kit/i18n/index.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { AuthFrame } from "./AuthFrame.tsx";
import { useAddressParams } from "../../kit/routes/useAddressParams.ts";

/**
 * `/callback`, where a third-party sign-in returns. A `token=` was taken into the session at start-up (the guard
 * then leaves for `/`); what is left to show is an `error=`, or the way back to sign-in.
 */
export function CallbackPage() {
  useSignals();
  const [params] = useAddressParams();
  const error = params.get("error");
  return (
    <AuthFrame title={t("auth.callback.title")} testId="callback-page">
      {error
        ? (
          <div role="alert" className="alert alert-error alert-soft" data-testid="callback-error">
            <Icon name="error" />
            <div>
              <div className="font-semibold">{t("auth.callback.failed")}</div>
              <div className="text-sm">{error}</div>
            </div>
          </div>
        )
        : <p className="opacity-80">{t("auth.callback.noToken")}</p>}
      <Link to="/login" className="btn btn-primary w-full" data-testid="callback-login">
        {t("auth.callback.backToLogin")}
      </Link>
    </AuthFrame>
  );
}
