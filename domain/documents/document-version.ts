/** One version of a document as the API lists it (`GET /api/backoffice/document-files/:id/versions`), newest first. */
export type DocumentVersion = {
  /** 1 for the first upload, then one more for each. */
  n: number;
  /** The file's name as it was uploaded. */
  name: string;
  size: number;
  mediaType: string;
  sha256: string;
  uploadedBy: string | null;
  uploadedByName: string | null;
  uploadedAt: string;
};
