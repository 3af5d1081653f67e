import { AdminLayout } from "../admin-layout";

// Being written in this session; replaced by the editor.
export function SocialPostsEditorScreen() {
  return <AdminLayout title="Social posts">{null}</AdminLayout>;
}
