import { t } from "../i18n/index.ts";
import { Icon } from "../ui/Icon.tsx";

/** The user's name and address under the logo; a guest until sign-in exists. */
export function UserBadge() {
  return (
    <div className="flex items-center gap-3 px-4 py-3 border-y border-base-300">
      <div className="avatar avatar-placeholder">
        <div className="bg-primary text-primary-content w-8 rounded-full">
          <Icon name="person" size={20} />
        </div>
      </div>
      <div className="min-w-0">
        <div className="font-semibold truncate" data-testid="user-name">{t("shell.guest")}</div>
        <div className="text-xs opacity-60 truncate">ledgerdesk</div>
      </div>
    </div>
  );
}
