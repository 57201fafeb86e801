import { OPPORTUNITY_SORTS, OPPORTUNITY_STATUSES, type OpportunityFilters, ORG_TYPES } from "@grantscout/api/spec";
import { Button, Group, NumberInput, Select, Switch, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";

const SORT_LABELS: Record<(typeof OPPORTUNITY_SORTS)[number], string> = {
  fit: "Best fit",
  due: "Due soonest",
  amount: "Largest amount",
  firstSeen: "Newest",
  title: "Title",
};

/** Search, filters and sort of the Opportunities page; the search box applies on Enter or Search. */
export function FiltersBar({ filters, sites, onChange }: { filters: OpportunityFilters; sites: string[]; onChange: (f: OpportunityFilters) => void }) {
  const [q, setQ] = useState(filters.q ?? "");
  const set = (patch: Partial<OpportunityFilters>) => onChange({ ...filters, ...patch });
  const num = (v: string | number) => (v === "" ? undefined : Number(v));
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        set({ q: q.trim() || undefined });
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput label="Search" placeholder="title, funder, summary, eligibility, areas" value={q} onChange={(e) => setQ(e.currentTarget.value)} w={300} />
        <Button type="submit" leftSection={<IconSearch size={16} />}>
          Search
        </Button>
        <Select
          label="Status"
          placeholder="Any"
          clearable
          data={[...OPPORTUNITY_STATUSES]}
          value={filters.status ?? null}
          onChange={(v) => set({ status: (v ?? undefined) as OpportunityFilters["status"] })}
          w={130}
        />
        <NumberInput label="Due within (days)" min={0} max={3650} value={filters.dueWithin ?? ""} onChange={(v) => set({ dueWithin: num(v) })} w={140} />
        <NumberInput label="Min amount" min={0} thousandSeparator="," value={filters.minAmount ?? ""} onChange={(v) => set({ minAmount: num(v) })} w={130} />
        <NumberInput label="Max amount" min={0} thousandSeparator="," value={filters.maxAmount ?? ""} onChange={(v) => set({ maxAmount: num(v) })} w={130} />
        <TextInput
          label="Area"
          placeholder="e.g. arts"
          defaultValue={filters.area ?? ""}
          onBlur={(e) => set({ area: e.currentTarget.value.trim() || undefined })}
          w={120}
        />
        <TextInput
          label="Region"
          placeholder="e.g. Virginia"
          defaultValue={filters.region ?? ""}
          onBlur={(e) => set({ region: e.currentTarget.value.trim() || undefined })}
          w={130}
        />
        <Select
          label="Eligible type"
          placeholder="Any"
          clearable
          data={[...ORG_TYPES]}
          value={filters.orgType ?? null}
          onChange={(v) => set({ orgType: (v ?? undefined) as OpportunityFilters["orgType"] })}
          w={140}
        />
        <Select
          label="Site"
          placeholder="Any"
          clearable
          searchable
          data={sites}
          value={filters.site ?? null}
          onChange={(v) => set({ site: v ?? undefined })}
          w={180}
        />
        <Select
          label="Sort"
          data={OPPORTUNITY_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
          value={filters.sort ?? "fit"}
          onChange={(v) => set({ sort: (v ?? "fit") as OpportunityFilters["sort"] })}
          allowDeselect={false}
          w={150}
        />
        <Switch label="Show vanished" checked={filters.vanished ?? false} onChange={(e) => set({ vanished: e.currentTarget.checked || undefined })} />
        <Switch label="Show dismissed" checked={filters.dismissed ?? false} onChange={(e) => set({ dismissed: e.currentTarget.checked || undefined })} />
      </Group>
    </form>
  );
}
