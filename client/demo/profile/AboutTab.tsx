import type { ReactNode } from "react";
import { t } from "../../kit/i18n/index.ts";
import { Avatar } from "../../kit/ui/Avatar.tsx";
import { QueryState } from "../../lib/data/index.ts";
import { InfoCard } from "../../kit/ui/InfoCard.tsx";
import type { About } from "../../../domain/demo/profile.ts";
import { useAbout } from "./api.ts";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs uppercase opacity-60">{label}</dt>
      <dd dir="auto">{children}</dd>
    </div>
  );
}

/** About: general, work and contact facts; the member's groups and friends beside them. */
export function AboutTab() {
  const about = useAbout();
  return (
    <QueryState query={about} failure={t("profilePage.loadFailed")}>
      {(data) => <AboutFacts about={data} />}
    </QueryState>
  );
}

function AboutFacts({ about: { general, work, contact, groups, friends } }: { about: About }) {
  const lines = (items: string[]) => items.map((x) => <div key={x}>{x}</div>);
  return (
    <div className="grid grid-cols-1 lg:grid-cols-3 gap-6">
      <div className="lg:col-span-2 flex flex-col gap-4">
        <InfoCard title={t("profilePage.general")} testId="profile-about-general">
          <dl className="flex flex-col gap-3">
            <Fact label={t("profilePage.gender")}>{general.gender}</Fact>
            <Fact label={t("profilePage.birthday")}>{general.birthday}</Fact>
            <Fact label={t("profilePage.locations")}>{lines(general.locations)}</Fact>
            <Fact label={t("profilePage.about")}>{general.about}</Fact>
          </dl>
        </InfoCard>
        <InfoCard title={t("profilePage.work")}>
          <dl className="flex flex-col gap-3">
            <Fact label={t("profilePage.occupation")}>{work.occupation}</Fact>
            <Fact label={t("profilePage.skills")}>{work.skills}</Fact>
            <Fact label={t("profilePage.jobs")}>
              {work.jobs.map((j) => (
                <div key={j.company + j.date} className="flex flex-wrap justify-between gap-2">
                  <span>{j.company}</span>
                  <span className="opacity-60" dir="ltr">{j.date}</span>
                </div>
              ))}
            </Fact>
          </dl>
        </InfoCard>
        <InfoCard title={t("profilePage.contact")}>
          <dl className="flex flex-col gap-3">
            <Fact label={t("profilePage.address")}>{contact.address}</Fact>
            <Fact label={t("profilePage.tel")}>
              {contact.tel.map((x) => <div key={x} dir="ltr" className="text-start">{x}</div>)}
            </Fact>
            <Fact label={t("profilePage.websites")}>{lines(contact.websites)}</Fact>
            <Fact label={t("profilePage.emails")}>{lines(contact.emails)}</Fact>
          </dl>
        </InfoCard>
      </div>
      <div className="flex flex-col gap-4">
        <InfoCard title={t("profilePage.groups")} testId="profile-groups">
          <ul className="flex flex-col gap-3">
            {groups.map((g) => (
              <li key={g.id} className="text-sm" dir="auto">
                <div className="font-semibold">{g.name}</div>
                <div className="opacity-60">
                  {g.category} · {t("profilePage.members", { count: g.members })}
                </div>
              </li>
            ))}
          </ul>
        </InfoCard>
        <InfoCard title={t("profilePage.friends")} testId="profile-friends">
          <ul className="grid grid-cols-3 gap-3">
            {friends.map((f) => (
              <li key={f.id} className="flex flex-col items-center gap-1 text-center text-xs" dir="auto">
                <Avatar name={f.name} src={f.avatar} size="w-12" />
                {f.name}
              </li>
            ))}
          </ul>
        </InfoCard>
      </div>
    </div>
  );
}
