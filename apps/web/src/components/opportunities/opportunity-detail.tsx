import { type CORRECTABLE_STATUSES, type ServedGrant, servedGrantSchema } from "@grantscout/api/spec";
import { LoadingOverlay, Modal, Text } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { useTRPC } from "../../trpc";
import { servedItem } from "../opportunity/grant-item";
import { OpportunityDialog } from "../opportunity/opportunity-dialog";
import { CorrectionDialog } from "../results/correction-dialog";
import { useStatusCorrection } from "../results/use-status-correction";
import type { OpportunityRow } from "./use-opportunity-row";

/**
 * The results page's detail dialog for a row: the programme's record from its newest crawl; a status
 * chosen here is the same correction record the results page makes (by crawl and URL).
 */
export function OpportunityDetail({ row, onClose }: { row: OpportunityRow; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const query = useQuery(trpc.opportunity.get.queryOptions({ url: row.url }));
  const correction = useStatusCorrection(row.jobId);
  const grant = useMemo(() => {
    const parsed = servedGrantSchema.safeParse(query.data);
    return parsed.success ? servedItem(parsed.data as ServedGrant) : null;
  }, [query.data]);
  const done = async () => {
    await queryClient.invalidateQueries({ queryKey: trpc.opportunities.list.pathKey() });
    await queryClient.invalidateQueries({ queryKey: trpc.opportunity.get.queryKey({ url: row.url }) });
  };
  // A saved correction changes the row and the record: both are read again once it is saved.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when saving ends.
  useEffect(() => {
    if (!correction.saving) void done();
  }, [correction.saving]);
  if (query.isError)
    return (
      <Modal opened onClose={onClose} title="Opportunity unavailable" centered>
        <Text size="sm">{query.error.message}</Text>
      </Modal>
    );
  if (!grant) return <LoadingOverlay visible />;
  return (
    <>
      <OpportunityDialog
        grant={grant}
        opened
        onClose={onClose}
        correctableStatuses={["open", "closed", "unknown"]}
        onStatusChange={(status) =>
          correction.request({ grantUrl: row.url, title: row.title, prevStatus: row.status, newStatus: status as (typeof CORRECTABLE_STATUSES)[number] })
        }
      />
      <CorrectionDialog pending={correction.pending} saving={correction.saving} onCancel={correction.cancel} onConfirm={correction.confirm} />
    </>
  );
}
