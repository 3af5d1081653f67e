import { Download } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { adminEndpoints } from "../admin-endpoints";
import { useAdminAudit } from "../hooks/use-admin-audit";
import { useUrlFilters } from "../url-filters";
import { AdminLayout } from "./admin-layout";
import { AdminError, AdminLoading, LoadMore } from "./admin-states";
import { AuditTable } from "./audit-table";
import { FilterForm } from "./filter-form";

const AUDIT_FILTERS = ["action", "actor"] as const;

/** /admin/audit: every admin action, filterable by action and actor, exportable, read-only. */
export function AdminAuditScreen() {
  const [filters, setFilters] = useUrlFilters(AUDIT_FILTERS);
  const audit = useAdminAudit(filters);
  const entries = audit.data?.pages.flatMap((page) => page.entries) ?? [];
  const isFiltered = filters.action !== "" || filters.actor !== "";

  return (
    <AdminLayout
      title="Audit log"
      description="Every admin action: who did what to which object, when and from where. Entries are never changed or deleted."
      actions={
        <Button asChild variant="outline">
          <a href={adminEndpoints.auditCsv(filters)} download>
            <Download aria-hidden="true" className="h-4 w-4" />
            Export CSV
          </a>
        </Button>
      }
    >
      <FilterForm
        key={`${filters.action}|${filters.actor}`}
        label="Filter the audit log"
        canClear={isFiltered}
        onApply={(data) =>
          setFilters({ action: String(data.get("action")), actor: String(data.get("actor")) })
        }
        onClear={() => setFilters({ action: "", actor: "" })}
      >
        <FormField label="Action" className="w-full sm:w-64">
          <Input
            name="action"
            defaultValue={filters.action}
            maxLength={80}
            autoComplete="off"
            placeholder="user.suspend, or user."
            aria-describedby="audit-filter-hint"
          />
        </FormField>
        <FormField label="Actor" className="w-full sm:w-52">
          <Input
            name="actor"
            defaultValue={filters.actor}
            maxLength={40}
            autoComplete="off"
            placeholder="An admin's username"
          />
        </FormField>
      </FilterForm>
      <p id="audit-filter-hint" className="-mt-2 mb-4 text-muted-foreground text-xs">
        An action is matched exactly (user.suspend), or as a prefix when it ends in a dot (user.).
      </p>
      {audit.isPending ? (
        <AdminLoading label="Loading the audit log" rows={6} />
      ) : audit.isError && entries.length === 0 ? (
        <AdminError error={audit.error} what="The audit log" onRetry={() => void audit.refetch()} />
      ) : (
        <>
          <AuditTable
            entries={entries}
            emptyText={isFiltered ? "No entries match these filters." : "No admin actions yet."}
          />
          {audit.isFetchNextPageError ? (
            <AdminError error={audit.error} what="More entries" className="mt-4" />
          ) : null}
          <LoadMore
            hasMore={audit.hasNextPage}
            isLoading={audit.isFetchingNextPage}
            onLoadMore={() => void audit.fetchNextPage()}
          />
        </>
      )}
    </AdminLayout>
  );
}
