import type { MediaGroup } from "../../../domain/demo/profile.ts";
import { t } from "../../kit/i18n/index.ts";
import { EmptyState } from "../../kit/ui/PageStates.tsx";
import { Picture } from "../../kit/ui/Picture.tsx";
import { QueryState } from "../../lib/data/index.ts";
import { usePhotosVideos } from "./api.ts";

/** Photos and videos, by group, each group with its info line. */
export function MediaTab() {
  const groups = usePhotosVideos();
  return (
    <QueryState
      query={groups}
      failure={t("profilePage.loadFailed")}
      empty={{
        when: (data) => data.length === 0,
        view: <EmptyState icon="photo_library" title={t("profilePage.noMedia")} />,
      }}
    >
      {(data) => <MediaGroups groups={data} />}
    </QueryState>
  );
}

function MediaGroups({ groups }: { groups: MediaGroup[] }) {
  return (
    <div className="flex flex-col gap-8">
      {groups.map((g) => (
        <section key={g.id} aria-labelledby={`media-group-${g.id}`} data-testid="profile-media-group">
          <h2 id={`media-group-${g.id}`} className="text-lg font-semibold" dir="auto">{g.name}</h2>
          <p className="text-sm opacity-70 mb-3" dir="auto">{g.info}</p>
          <ul className="grid grid-cols-2 sm:grid-cols-3 lg:grid-cols-4 gap-3">
            {g.media.map((m) => (
              <li key={m.preview + m.title} className="flex flex-col gap-1" data-testid="profile-media">
                <div className="relative">
                  <Picture
                    src={m.preview}
                    alt={m.title}
                    icon={m.type === "video" ? "smart_display" : "image"}
                    className="w-full aspect-square rounded-box"
                  />
                  {m.type === "video" && (
                    <span className="badge badge-neutral badge-sm absolute top-2 start-2">
                      {t("profilePage.video")}
                    </span>
                  )}
                </div>
                <span className="text-xs" dir="auto">{m.title}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
