/** The FAQ's contract (demo-apps.md §3): a question and its answer (plain text), as GET /api/faq answers them. */
export type Faq = { id: number; question: string; answer: string };
