import { Link } from "../../../lib/router";
import { AdminLayout } from "../components/admin-layout";

/** /admin/content/<something that is not an editor>: says so and leads back to the list. */
export function UnknownSectionScreen() {
  return (
    <AdminLayout title="Not found" description="There is no content editor at this address.">
      <Link
        to="/admin/content#editors"
        className="font-semibold text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-primary"
      >
        Back to the content editors
      </Link>
    </AdminLayout>
  );
}
