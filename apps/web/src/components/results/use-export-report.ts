import { buildEnrichedExport, enrichedExportFileName } from "@grantscout/api/spec";
import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "../../trpc";
import { toast, updateToast } from "../toast";
import { downloadJson } from "./download";

const TOAST_ID = "export-report";

/** Export Report: enrich the job's grants on the server, wrap them with export_info and download. */
export function useExportReport(jobId: number, sourceUrl: string | null) {
  const trpc = useTRPC();
  const mutation = useMutation(
    trpc.crawl.enrichExport.mutationOptions({
      onMutate: () => toast("info", "Processing Export", "Enriching grant data for export...", { id: TOAST_ID, autoClose: false }),
      onSuccess: (response) => {
        try {
          const file = buildEnrichedExport(response, { jobId, sourceUrl });
          downloadJson(enrichedExportFileName(), file);
          updateToast(TOAST_ID, "success", "Export Complete", `Exported ${file.data.length} enriched opportunities.`);
        } catch (e) {
          updateToast(TOAST_ID, "error", "Export Failed", e instanceof Error && e.message ? e.message : "Failed to generate enriched export");
        }
      },
      onError: (error) => updateToast(TOAST_ID, "error", "Export Failed", error.message || "Failed to generate enriched export"),
    }),
  );
  return { run: () => mutation.mutate({ jobId }), running: mutation.isPending };
}
