import { AdminLayout } from "../admin-layout";

// Being written in this session; replaced by the editor.
export function GamesEditorScreen() {
  return <AdminLayout title="Games">{null}</AdminLayout>;
}
