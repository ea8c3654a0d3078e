/** The profile's contract (demo-apps.md §3): timeline, photos and videos, and about, as the mock API answers them. */
export type ProfileUser = { name: string; avatar: string };
export type Activity = { id: number; user: ProfileUser; message: string; time: string };
export type Media = { type: "photo" | "video"; title: string; preview: string };
export type PostComment = { id: number; user: ProfileUser; time: string; message: string };
export type Post = {
  id: number;
  user: ProfileUser;
  message: string;
  time: string;
  /** "post" may carry media, "article" carries an article, "something" is text only. */
  type: "post" | "article" | "something";
  like: number;
  share: number;
  media?: Media;
  article?: { title: string; subtitle: string; excerpt: string; media: Media };
  comments: PostComment[];
};
export type MediaGroup = { id: number; name: string; info: string; media: Media[] };
export type About = {
  general: { gender: string; birthday: string; locations: string[]; about: string };
  work: { occupation: string; skills: string; jobs: { company: string; date: string }[] };
  contact: { address: string; tel: string[]; websites: string[]; emails: string[] };
  groups: { id: number; name: string; category: string; members: string }[];
  friends: { id: number; name: string; avatar: string }[];
};
