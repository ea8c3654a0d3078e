import { useSignals } from "@preact/signals-react/runtime";
import { useCan, useGrants } from "../data/grants.ts";
import type { ListPanelProps } from "../extensions.ts";
import { BinPanel } from "./BinPanel.tsx";
import { RetentionPanel } from "./RetentionPanel.tsx";
import { UploadPanel } from "./UploadPanel.tsx";

/**
 * Above the documents' list: the upload, the bin for those who may delete (and so restore), and the retention
 * review for administrators (the server decides both again).
 */
export function DocumentsPanel({ def }: ListPanelProps) {
  useSignals();
  const deletes = useCan(def.module, "delete") === true;
  const admin = useGrants().data?.role === "admin";
  return (
    <>
      <UploadPanel def={def} />
      {deletes && <BinPanel />}
      {deletes && admin && <RetentionPanel />}
    </>
  );
}
