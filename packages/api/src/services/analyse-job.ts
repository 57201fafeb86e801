import { analyseSite, type GrantRecord } from "@grantscout/ai";
import { addTokens, applyEarlierCorrections, type OpportunityInput, saveOpportunities, setRelevance } from "@grantscout/db";
import { DEFAULT_CORRECTION_NOTE } from "../domain/index.js";
import type { AppServices } from "./app-services.js";
import { writeLog } from "./log-notifier.js";
import { analysablePages } from "./page-input.js";

function toOpportunityInput(record: GrantRecord): OpportunityInput {
  return {
    url: record.url,
    title: record.title,
    status: record.status.current,
    dueDate: record.status.due_date,
    urlCluster: record.urlCluster,
    relevance: record.relevance_score,
    record: { ...record, relatedDocuments: undefined },
    relatedDocuments: record.relatedDocuments,
  };
}

/** Runs the grant analysis over a job's stored pages and stores what it finds. */
export async function analyseJob(services: AppServices, jobId: number, onlyGrantOpportunities: boolean) {
  const onStage = (type: "info" | "success" | "error", message: string) => writeLog(services.db, jobId, type, message).then(() => undefined);
  const options = { onlyGrantOpportunities, today: services.today(), onStage };
  const result = services.analysis
    ? await services.analysis.analyse(jobId, options)
    : await analyseSite(await analysablePages(services.db, jobId), { ...options, provider: services.provider });
  await setRelevance(services.db, jobId, result.relevance);
  await saveOpportunities(services.db, jobId, result.opportunities.map(toOpportunityInput));
  const carried = await applyEarlierCorrections(services.db, jobId, DEFAULT_CORRECTION_NOTE);
  if (carried > 0) await onStage("info", `Applied ${carried} of your earlier corrections to pages of this site`);
  await addTokens(services.db, jobId, result.tokens.prompt + result.tokens.completion);
  return result;
}
