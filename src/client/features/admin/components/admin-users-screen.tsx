import { useMemo, useState } from "react";
import { ADMIN_USER_SORTS, type AdminUserSort } from "../../../../shared/admin-users";
import { FormField } from "../../../components/ui/form-field";
import { inputClassName } from "../../../components/ui/input";
import { cn } from "../../../lib/cn";
import { pluralNoun } from "../../../lib/format-number";
import { formatCount } from "../admin-format";
import { useAdminUsers } from "../hooks/use-admin-users";
import { useUrlFilters } from "../url-filters";
import { AdminLayout } from "./admin-layout";
import { AdminError, AdminLoading, LoadMore } from "./admin-states";
import { BulkUserActions } from "./bulk-user-actions";
import { FilterForm } from "./filter-form";
import { FilterWordsField } from "./filter-words-field";
import { UsersTable } from "./users-table";

const SORT_LABELS: Record<AdminUserSort, string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  username: "Username (A–Z)",
  points: "Most points",
};

const USER_FILTERS = ["q", "sort"] as const;

function sortOf(value: string): AdminUserSort {
  return (ADMIN_USER_SORTS as readonly string[]).includes(value)
    ? (value as AdminUserSort)
    : "newest";
}

/** /admin/users: search by name or e-mail, sort, page by cursor, act on several at once. */
export function AdminUsersScreen() {
  const [values, setFilters] = useUrlFilters(USER_FILTERS, { sort: "newest" });
  const filters = { q: values.q, sort: sortOf(values.sort) };
  const users = useAdminUsers(filters);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const list = useMemo(() => users.data?.pages.flatMap((page) => page.users) ?? [], [users.data]);

  function toggle(id: number, checked: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  function toggleAll(checked: boolean) {
    setSelected(checked ? new Set(list.map((user) => user.id)) : new Set());
  }

  function applyFilters(next: { q?: string; sort?: string }) {
    setSelected(new Set());
    setFilters(next);
  }

  const usernames = new Map(list.map((user) => [user.id, user.username]));

  return (
    <AdminLayout
      title="Users"
      description="Find members by name or e-mail, open a member's page, or act on several at once."
    >
      <FilterForm
        key={values.q}
        label="Search members"
        submitLabel="Search"
        canClear={filters.q !== ""}
        onApply={(data) => applyFilters({ q: String(data.get("q")) })}
        onClear={() => applyFilters({ q: "" })}
      >
        <FilterWordsField
          label="Name or e-mail"
          defaultValue={filters.q}
          placeholder="Start of a username or e-mail"
        />
        <FormField label="Sort by" className="w-full sm:w-48">
          <select
            value={filters.sort}
            onChange={(event) => applyFilters({ sort: event.target.value })}
            className={cn(inputClassName, "appearance-auto")}
          >
            {ADMIN_USER_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </FormField>
      </FilterForm>
      <BulkUserActions
        selectedIds={[...selected]}
        usernameOf={(id) => usernames.get(id) ?? `#${id}`}
        onDone={() => setSelected(new Set())}
      />
      {users.isPending ? (
        <AdminLoading label="Loading members" rows={8} />
      ) : users.isError && list.length === 0 ? (
        <AdminError error={users.error} what="The members" onRetry={() => void users.refetch()} />
      ) : (
        <>
          <p className="mb-2 text-muted-foreground text-sm" aria-live="polite">
            Showing {formatCount(list.length)} {pluralNoun(list.length, "member")}
            {users.hasNextPage ? " (more below)" : ""}
          </p>
          <UsersTable
            users={list}
            selected={selected}
            onToggle={toggle}
            onToggleAll={toggleAll}
            emptyText={filters.q ? `No member matches “${filters.q}”.` : "No members yet."}
          />
          {users.isFetchNextPageError ? (
            <AdminError error={users.error} what="More members" className="mt-4" />
          ) : null}
          <LoadMore
            hasMore={users.hasNextPage}
            isLoading={users.isFetchingNextPage}
            onLoadMore={() => void users.fetchNextPage()}
          />
        </>
      )}
    </AdminLayout>
  );
}
