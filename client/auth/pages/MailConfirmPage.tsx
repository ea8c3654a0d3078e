import { Link } from "react-router";
import { t } from "../../kit/i18n/index.ts";
import { Icon } from "../../kit/ui/Icon.tsx";
import { AuthFrame, type AuthVariant } from "./AuthFrame.tsx";
import { authPagePath } from "./paths.ts";
import { useAddressParams } from "../../kit/routes/useAddressParams.ts";

/** The lifetime the server gives reset links, when the address does not say. */
const DEFAULT_MINUTES = 30;

/** `/pages/auth/mail-confirm`: where a link went and what to do next (`?email=` and `?minutes=` from the ask). */
export function MailConfirmPage({ variant }: { variant: AuthVariant }) {
  const [params] = useAddressParams();
  const email = params.get("email");
  const minutes = Number(params.get("minutes")) || DEFAULT_MINUTES;
  return (
    <AuthFrame title={t("accountFlows.mailConfirm.title")} testId="mail-confirm-page" variant={variant}>
      <div className="flex items-start gap-3">
        <Icon name="mark_email_read" className="text-success text-[40px]!" />
        <div className="flex flex-col gap-2">
          <p data-testid="mail-confirm-text">
            {email
              ? t("accountFlows.mailConfirm.sentTo", { email, minutes })
              : t("accountFlows.mailConfirm.sent", { minutes })}
          </p>
          <p className="text-sm opacity-70">{t("accountFlows.mailConfirm.nothing")}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2 justify-center">
        <Link to={authPagePath("forgot-password", variant)} className="btn btn-ghost btn-sm">
          <Icon name="refresh" size={18} />
          {t("accountFlows.mailConfirm.askAgain")}
        </Link>
        <Link
          to={authPagePath("login", variant)}
          className="btn btn-primary btn-sm"
          data-testid="back-to-sign-in"
        >
          {t("accountFlows.forgot.backToSignIn")}
        </Link>
      </div>
    </AuthFrame>
  );
}
