import { Download, Trash2 } from "lucide-react";
import { useState } from "react";
import type { AdminSubscriber } from "../../../../shared/admin-newsletter";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { adminEndpoints } from "../admin-endpoints";
import { errorText, formatCount, formatDateTime } from "../admin-format";
import { useRemoveSubscriber, useSubscribers } from "../hooks/use-admin-newsletter";
import { useUrlFilters } from "../url-filters";
import { AdminError, AdminLoading, Badge, LoadMore } from "./admin-states";
import { AdminTable, EmptyRow, Td, Th } from "./admin-table";
import { FilterForm } from "./filter-form";

const SUBSCRIBER_FILTERS = ["q"] as const;

/** Remove, then 'Confirm remove' on a second press: a removed address is gone from the list. */
function RemoveButton({
  subscriber,
  onRemove,
  isRemoving,
}: {
  subscriber: AdminSubscriber;
  onRemove: () => void;
  isRemoving: boolean;
}) {
  const [isConfirming, setIsConfirming] = useState(false);
  return (
    <Button
      size="sm"
      variant={isConfirming ? "destructive" : "outline"}
      disabled={isRemoving}
      onClick={() => (isConfirming ? onRemove() : setIsConfirming(true))}
      onBlur={() => setIsConfirming(false)}
    >
      <Trash2 aria-hidden="true" className="h-3.5 w-3.5" />
      {isConfirming ? "Confirm remove" : "Remove"}
      <span className="sr-only"> {subscriber.email}</span>
    </Button>
  );
}

/** Subscribers: search, remove, export as CSV. */
export function SubscribersSection() {
  const [filters, setFilters] = useUrlFilters(SUBSCRIBER_FILTERS);
  const subscribers = useSubscribers(filters.q);
  const remove = useRemoveSubscriber();
  const list = subscribers.data?.pages.flatMap((page) => page.subscribers) ?? [];
  const counts = subscribers.data?.pages[0]?.counts;

  return (
    <section aria-labelledby="subscribers-heading" className="grid grid-cols-1 gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="subscribers-heading" className="font-bold font-display text-xl uppercase">
            Subscribers
          </h2>
          {counts ? (
            <p className="text-muted-foreground text-sm">
              {formatCount(counts.total)} on the list, {formatCount(counts.confirmed)} confirmed
            </p>
          ) : null}
        </div>
        <Button asChild variant="outline">
          <a href={adminEndpoints.subscribersCsv} download>
            <Download aria-hidden="true" className="h-4 w-4" />
            Export CSV
          </a>
        </Button>
      </div>
      <FilterForm
        key={filters.q}
        label="Search subscribers"
        submitLabel="Search"
        canClear={filters.q !== ""}
        onApply={(data) => setFilters({ q: String(data.get("q")) })}
        onClear={() => setFilters({ q: "" })}
      >
        <FormField label="E-mail or name" className="w-full sm:w-72">
          <Input
            name="q"
            type="search"
            defaultValue={filters.q}
            maxLength={254}
            autoComplete="off"
          />
        </FormField>
      </FilterForm>
      {remove.isError ? (
        <Alert variant="destructive" title="The subscriber was not removed">
          {errorText(remove.error, "Please try again.")}
        </Alert>
      ) : null}
      {subscribers.isPending ? (
        <AdminLoading label="Loading subscribers" />
      ) : subscribers.isError && list.length === 0 ? (
        <AdminError
          error={subscribers.error}
          what="The subscribers"
          onRetry={() => void subscribers.refetch()}
        />
      ) : (
        <div>
          <AdminTable label="Newsletter subscribers">
            <thead>
              <tr>
                <Th>E-mail</Th>
                <Th>Name</Th>
                <Th>Source</Th>
                <Th>Subscribed</Th>
                <Th>Confirmed</Th>
                <Th>
                  <span className="sr-only">Actions</span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {list.length === 0 ? (
                <EmptyRow colSpan={6}>
                  {filters.q ? `No subscriber matches “${filters.q}”.` : "No subscribers yet."}
                </EmptyRow>
              ) : (
                list.map((subscriber) => (
                  <tr key={subscriber.id}>
                    <Td className="whitespace-nowrap">{subscriber.email}</Td>
                    <Td>{subscriber.name ?? "—"}</Td>
                    <Td>{subscriber.source}</Td>
                    <Td className="whitespace-nowrap">{formatDateTime(subscriber.createdAt)}</Td>
                    <Td className="whitespace-nowrap">
                      {subscriber.confirmedAt ? (
                        formatDateTime(subscriber.confirmedAt)
                      ) : (
                        <Badge tone="warn">Not confirmed</Badge>
                      )}
                    </Td>
                    <Td>
                      <RemoveButton
                        subscriber={subscriber}
                        isRemoving={remove.isPending && remove.variables === subscriber.id}
                        onRemove={() => remove.mutate(subscriber.id)}
                      />
                    </Td>
                  </tr>
                ))
              )}
            </tbody>
          </AdminTable>
          <LoadMore
            hasMore={subscribers.hasNextPage}
            isLoading={subscribers.isFetchingNextPage}
            onLoadMore={() => void subscribers.fetchNextPage()}
          />
        </div>
      )}
    </section>
  );
}
