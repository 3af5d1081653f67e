import { AdminLayout } from "../admin-layout";

// Being written in this session; replaced by the editor.
export function StreamsEditorScreen() {
  return <AdminLayout title="Live streams">{null}</AdminLayout>;
}
