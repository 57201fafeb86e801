import { type OpportunityFilters, opportunityFiltersSchema } from "@grantscout/api/spec";
import { Alert, Button, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { PageShell } from "../components/layout/page-shell";
import { DismissFlow } from "../components/opportunities/dismiss-flow";
import { FiltersBar } from "../components/opportunities/filters-bar";
import { OpportunitiesTable } from "../components/opportunities/opportunities-table";
import { OpportunityDetail } from "../components/opportunities/opportunity-detail";
import { SavedSearches } from "../components/opportunities/saved-searches";
import type { OpportunityRow } from "../components/opportunities/use-opportunity-row";
import { useTRPC } from "../trpc";

/** The filters live in the URL, so a search can be bookmarked; a bad value is dropped, not an error. */
const validateSearch = (raw: Record<string, unknown>): OpportunityFilters => {
  const parsed = opportunityFiltersSchema.safeParse(raw);
  return parsed.success ? parsed.data : {};
};

const RECOMPUTING_REFRESH_MS = 2000;

export const Route = createFileRoute("/opportunities")({ validateSearch, component: OpportunitiesPage });

function OpportunitiesPage() {
  const trpc = useTRPC();
  const filters = Route.useSearch();
  const navigate = useNavigate({ from: "/opportunities" });
  // The cursors of the pages before this one, so "Previous" goes back.
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors.at(-1);
  const [open, setOpen] = useState<OpportunityRow | null>(null);
  const [deciding, setDeciding] = useState<OpportunityRow | null>(null);
  // While fits are recomputed for a new profile, the list is read again every few seconds until they are done.
  const list = useQuery({
    ...trpc.opportunities.list.queryOptions(
      { ...filters, cursor },
      { placeholderData: keepPreviousData, refetchInterval: (q) => (q.state.data?.fitsRecomputing ? RECOMPUTING_REFRESH_MS : false) },
    ),
  });
  const sites = useQuery(trpc.opportunities.sites.queryOptions());
  const apply = (f: OpportunityFilters) => {
    setCursors([]);
    void navigate({ search: Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined)) as OpportunityFilters });
  };
  return (
    <PageShell>
      <Stack gap="md">
        <div>
          <Title order={2}>Opportunities</Title>
          <Text c="dimmed">
            Every programme from the latest crawl of each site, ranked by fit for your <Link to="/profile">organisation profile</Link>.
          </Text>
        </div>
        <SavedSearches filters={filters} onApply={apply} />
        <FiltersBar key={JSON.stringify(filters)} filters={filters} sites={sites.data ?? []} onChange={apply} />
        {list.isPending ? (
          <Skeleton h={240} />
        ) : list.isError ? (
          <Alert color="red" icon={<IconAlertCircle />} title="Opportunities unavailable">
            {list.error.message}
          </Alert>
        ) : (
          <>
            {list.data.fitsRecomputing && (
              <Alert color="blue" title="Fits are being recomputed" data-testid="fits-recomputing">
                The profile changed: every programme's fit is being computed for it again, and this list follows as they are.
              </Alert>
            )}
            {list.data.total !== null && (
              <Text size="sm" c="dimmed" data-testid="opportunities-total">
                {list.data.total.toLocaleString("en-US")}
                {list.data.totalCapped ? "+" : ""} programme{list.data.total === 1 ? "" : "s"}
              </Text>
            )}
            {list.data.items.length ? (
              <OpportunitiesTable rows={list.data.items} onOpen={setOpen} onDismiss={setDeciding} />
            ) : (
              <Alert color="gray" title="No programmes match">
                Crawl a funder site, or loosen the search and filters.
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" disabled={!cursors.length} onClick={() => setCursors((c) => c.slice(0, -1))}>
                Previous page
              </Button>
              <Button
                variant="default"
                disabled={!list.data.nextCursor}
                onClick={() => list.data.nextCursor && setCursors((c) => [...c, list.data.nextCursor!])}
              >
                Next page
              </Button>
            </Group>
          </>
        )}
      </Stack>
      {open && <OpportunityDetail row={open} onClose={() => setOpen(null)} />}
      {deciding && <DismissFlow row={deciding} onDone={() => setDeciding(null)} />}
    </PageShell>
  );
}
