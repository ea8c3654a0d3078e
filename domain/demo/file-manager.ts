/**
 * The file manager's contract (demo-apps.md §3): an entry of the shared drive as the mock API answers it. Folders
 * have no size or extension. "extention" is the spec's spelling of the field and is kept so the shapes match.
 */
export type FileType = "folder" | "document" | "spreadsheet" | "pdf" | "image" | "archive";

export type DemoFile = {
  id: string;
  name: string;
  type: FileType;
  owner: string;
  /** Human size ("1.2 MB"); empty for folders. */
  size: string;
  /** Text dates like "Mar 3, 2025". */
  modified: string;
  opened: string;
  created: string;
  extention: string;
  location: string;
  offline: boolean;
  preview: string;
};
