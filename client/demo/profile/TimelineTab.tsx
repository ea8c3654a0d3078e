import type { Activity, Post } from "../../../domain/demo/profile.ts";
import { t } from "../../kit/i18n/index.ts";
import { Avatar } from "../../kit/ui/Avatar.tsx";
import { Icon } from "../../kit/ui/Icon.tsx";
import { EmptyState } from "../../kit/ui/PageStates.tsx";
import { Picture } from "../../kit/ui/Picture.tsx";
import { when } from "./when.ts";

/** The timeline: the member's posts, and the team's latest activities beside them (below on phones). */
export function TimelineTab({ timeline }: { timeline: { activities: Activity[]; posts: Post[] } }) {
  return (
    <div className="grid grid-cols-1 lg:grid-cols-3 gap-6">
      <section className="lg:col-span-2 flex flex-col gap-4" aria-label={t("profilePage.posts")}>
        {timeline.posts.length === 0
          ? <EmptyState icon="dynamic_feed" title={t("profilePage.noPosts")} />
          : timeline.posts.map((p) => <PostCard key={p.id} post={p} />)}
      </section>
      <aside className="card card-border bg-base-100 self-start" aria-labelledby="profile-activities">
        <div className="card-body p-4 gap-3">
          <h2 id="profile-activities" className="card-title text-base">{t("profilePage.activities")}</h2>
          <ul className="flex flex-col gap-3" data-testid="profile-activities">
            {timeline.activities.map((a) => (
              <li key={a.id} className="flex gap-3 items-start" data-testid="profile-activity">
                <Avatar name={a.user.name} src={a.user.avatar} size="w-8" />
                <div className="text-sm min-w-0" dir="auto">
                  <span className="font-semibold">{a.user.name}</span> {a.message}
                  <div className="text-xs opacity-60">{when(a.time)}</div>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </aside>
    </div>
  );
}

function PostCard({ post }: { post: Post }) {
  return (
    <article className="card card-border bg-base-100" data-testid="profile-post">
      <div className="card-body p-4 gap-3">
        <header className="flex items-center gap-3">
          <Avatar name={post.user.name} src={post.user.avatar} />
          <div className="min-w-0">
            <div className="font-semibold" dir="auto">{post.user.name}</div>
            <div className="text-xs opacity-60">{when(post.time)}</div>
          </div>
        </header>
        <p dir="auto" data-testid="profile-post-message">{post.message}</p>
        {post.media && (
          <figure className="flex flex-col gap-1">
            <Picture
              src={post.media.preview}
              alt={post.media.title}
              icon={post.media.type === "video" ? "smart_display" : "image"}
              className="w-full aspect-video max-h-64 rounded-box"
            />
            <figcaption className="text-xs opacity-70" dir="auto">{post.media.title}</figcaption>
          </figure>
        )}
        {post.article && (
          <div className="flex flex-col sm:flex-row gap-3 border border-base-300 rounded-box p-3">
            <Picture
              src={post.article.media.preview}
              alt={post.article.media.title}
              className="w-full sm:w-40 aspect-video sm:aspect-square rounded-box"
            />
            <div className="min-w-0" dir="auto">
              <div className="font-semibold">{post.article.title}</div>
              <div className="text-sm opacity-70">{post.article.subtitle}</div>
              <p className="text-sm mt-1">{post.article.excerpt}</p>
            </div>
          </div>
        )}
        <div className="flex gap-4 text-sm opacity-70">
          <span className="flex items-center gap-1" data-testid="profile-post-likes">
            <Icon name="favorite" size={18} />
            {t("profilePage.likes", { count: post.like })}
          </span>
          <span className="flex items-center gap-1">
            <Icon name="share" size={18} />
            {t("profilePage.shares", { count: post.share })}
          </span>
        </div>
        {post.comments.length > 0 && (
          <details className="border-t border-base-300 pt-2" data-testid="profile-post-comments">
            <summary className="cursor-pointer text-sm font-semibold py-1">
              {t("profilePage.comments", { count: post.comments.length })}
            </summary>
            <ul className="flex flex-col gap-3 mt-2">
              {post.comments.map((c) => (
                <li key={c.id} className="flex gap-3 items-start">
                  <Avatar name={c.user.name} src={c.user.avatar} size="w-8" />
                  <div className="bg-base-200 rounded-box px-3 py-2 text-sm min-w-0" dir="auto">
                    <div className="font-semibold">{c.user.name}</div>
                    <p>{c.message}</p>
                    <div className="text-xs opacity-60">{when(c.time)}</div>
                  </div>
                </li>
              ))}
            </ul>
          </details>
        )}
      </div>
    </article>
  );
}
