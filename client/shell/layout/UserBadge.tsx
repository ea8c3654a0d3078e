import { useSignals } from "@preact/signals-react/runtime";
import { sessionKind, user } from "../../session/session.ts";
import { roleLabel, UserAvatar } from "../../session/UserAvatar.tsx";
import { t } from "../../kit/i18n/index.ts";
import { Icon } from "../../kit/ui/Icon.tsx";

/** The signed-in user's name and address under the logo; a guest before sign-in. */
export function UserBadge() {
  useSignals();
  const current = user.value;
  return (
    <div className="flex items-center gap-3 px-4 py-3 border-y border-base-300" data-testid="user-badge">
      {current ? <UserAvatar user={current} /> : (
        <div className="avatar avatar-placeholder">
          <div className="bg-primary text-primary-content w-8 rounded-full">
            <Icon name="person" size={20} />
          </div>
        </div>
      )}
      <div className="ld-fold-hide min-w-0">
        <div className="font-semibold truncate" data-testid="user-name">
          {current ? current.data.displayName : t("shell.guest")}
        </div>
        <div className="text-xs opacity-60 truncate" data-testid="user-detail">
          {current ? current.data.email || roleLabel(current, sessionKind.value === "demo", t) : "ledgerdesk"}
        </div>
      </div>
    </div>
  );
}
