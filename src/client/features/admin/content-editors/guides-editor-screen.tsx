import { AdminLayout } from "../admin-layout";

// Being written in this session; replaced by the editor.
export function GuidesEditorScreen() {
  return <AdminLayout title="Guides">{null}</AdminLayout>;
}
