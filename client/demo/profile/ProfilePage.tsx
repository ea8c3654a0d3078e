import { useSignals } from "@preact/signals-react/runtime";
import { Link } from "react-router";
import { t } from "../../kit/i18n/index.ts";
import { useQueryParam } from "../../kit/routes/useQueryParam.ts";
import { Avatar } from "../../kit/ui/Avatar.tsx";
import { QueryState } from "../../lib/data/index.ts";
import { useTimeline } from "./api.ts";
import "./messages.ts";
import { PROFILE_TABS, profileOwner, profileTab } from "./people.ts";
import { AboutTab } from "./AboutTab.tsx";
import { MediaTab } from "./MediaTab.tsx";
import { TimelineTab } from "./TimelineTab.tsx";

/** A member's profile: a header with their picture and name, and the timeline, photos and videos, and about tabs. */
export function ProfilePage() {
  useSignals();
  const [param] = useQueryParam("tab");
  const tab = profileTab(param);
  const timeline = useTimeline();
  const owner = profileOwner(timeline.data?.posts ?? []);

  return (
    <div className="flex flex-col" data-testid="profile-page">
      <header className="bg-primary text-primary-content">
        <div className="max-w-6xl mx-auto w-full px-4 sm:px-8 pt-10 pb-4 flex flex-wrap items-end gap-4">
          <span className="rounded-full border-4 border-base-100 bg-base-100">
            {owner
              ? <Avatar name={owner.name} src={owner.avatar} size="w-24" />
              : <span className="block size-24" />}
          </span>
          <div className="me-auto min-w-0">
            <p className="text-sm opacity-80">{t("profilePage.title")}</p>
            <h1 className="text-3xl font-bold break-words" dir="auto" data-testid="page-title">
              {owner?.name ?? t("profilePage.title")}
            </h1>
          </div>
        </div>
        <nav className="max-w-6xl mx-auto w-full px-4 sm:px-8" aria-label={t("profilePage.sections")}>
          <div role="tablist" className="tabs tabs-border">
            {PROFILE_TABS.map((id) => (
              <Link
                key={id}
                role="tab"
                to={id === "timeline" ? "/pages/profile" : `/pages/profile?tab=${id}`}
                aria-selected={tab === id}
                className={`tab text-primary-content ${
                  tab === id ? "tab-active font-semibold" : "opacity-80"
                }`}
                data-testid={`profile-tab-${id}`}
              >
                {t(`profilePage.tab.${id}`)}
              </Link>
            ))}
          </div>
        </nav>
      </header>
      <div className="max-w-6xl mx-auto w-full p-4 sm:p-8" role="tabpanel" data-testid={`profile-${tab}`}>
        {tab === "timeline" && (
          <QueryState query={timeline} failure={t("profilePage.loadFailed")}>
            {(data) => <TimelineTab timeline={data} />}
          </QueryState>
        )}
        {tab === "media" && <MediaTab />}
        {tab === "about" && <AboutTab />}
      </div>
    </div>
  );
}
