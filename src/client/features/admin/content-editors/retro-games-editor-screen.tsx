import { AdminLayout } from "../admin-layout";

// Being written in this session; replaced by the editor.
export function RetroGamesEditorScreen() {
  return <AdminLayout title="Retro games">{null}</AdminLayout>;
}
