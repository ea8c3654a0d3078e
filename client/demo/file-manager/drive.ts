import type { DemoFile, FileType } from "../../../domain/demo/file-manager.ts";

/** How the drive writes a location: "My Files > Payroll". */
export const SEPARATOR = " > ";

/** The location of what is inside a folder. */
export const pathOf = (folder: DemoFile) => `${folder.location}${SEPARATOR}${folder.name}`;

/** The drive's top folder: the shortest location any entry has (the drive's own name); "" for an empty drive. */
export function rootOf(files: readonly DemoFile[]): string {
  const depth = (location: string) => location.split(SEPARATOR).length;
  return files.map((f) => f.location).reduce((a, b) => (a === "" || depth(b) < depth(a) ? b : a), "");
}

/** What sits directly in a folder: folders first, then files, each by name. */
export function entriesIn(files: readonly DemoFile[], path: string): DemoFile[] {
  return files
    .filter((f) => f.location === path)
    .sort((a, b) =>
      Number(b.type === "folder") - Number(a.type === "folder") || a.name.localeCompare(b.name, "en")
    );
}

/** The breadcrumb of a location: each folder on the way with the location it opens. */
export function crumbs(path: string): { name: string; path: string }[] {
  const parts = path.split(SEPARATOR);
  return parts.map((name, i) => ({ name, path: parts.slice(0, i + 1).join(SEPARATOR) }));
}

/** The icon that stands for a type of entry. */
export const TYPE_ICONS: Record<FileType, string> = {
  folder: "folder",
  document: "description",
  spreadsheet: "table_chart",
  pdf: "picture_as_pdf",
  image: "image",
  archive: "inventory_2",
};

/**
 * Whether an entry is kept on this device. Offline availability belongs to the device, not the drive: the
 * drive's flag is the default and the user's choice here overrides it.
 */
export function isOffline(file: DemoFile, choices: Readonly<Record<string, boolean>>): boolean {
  return choices[file.id] ?? file.offline;
}
