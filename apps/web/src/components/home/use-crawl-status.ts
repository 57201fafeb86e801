import { isFinishedJobStatus, type LogEntry, opensResults } from "@grantscout/api/spec";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useSubscription } from "@trpc/tanstack-react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTRPC } from "../../trpc";
import { toast } from "../toast";
import { mergeLogEntries } from "./merge-log";

/** Spec section 9: status polled every second; the completion handler runs a second after the end. */
const STATUS_POLL_MS = 1000;
const COMPLETION_DELAY_MS = 1000;

/**
 * One watched crawl: the polled status, its log merged with the live subscription, Stop, and the
 * completion handler once the status turns completed or stopped. Mount it keyed by job id.
 */
export function useCrawlStatus(jobId: number, onComplete: (jobId: number) => void) {
  const trpc = useTRPC();
  const status = useQuery(
    trpc.crawl.status.queryOptions(
      { jobId },
      { refetchInterval: (query) => (query.state.data && isFinishedJobStatus(query.state.data.status) ? false : STATUS_POLL_MS) },
    ),
  );
  const current = status.data?.status;
  const finished = current ? isFinishedJobStatus(current) : false;

  const [live, setLive] = useState<LogEntry[]>([]);
  useSubscription(trpc.crawl.log.subscriptionOptions({ jobId }, { enabled: !finished, onData: (event) => setLive((entries) => [...entries, event.data]) }));
  const logEntries = useMemo(() => mergeLogEntries(status.data?.logEntries ?? [], live), [status.data?.logEntries, live]);

  // The latest handler without restarting the timer when the parent re-renders.
  const completeRef = useRef(onComplete);
  completeRef.current = onComplete;
  useEffect(() => {
    if (!current || !opensResults(current)) return;
    const timer = setTimeout(() => completeRef.current(jobId), COMPLETION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [current, jobId]);

  const stop = useMutation(
    trpc.crawl.stop.mutationOptions({
      onSuccess: () => void status.refetch(),
      onError: (error) => toast("error", "Error stopping crawler", error.message),
    }),
  );

  return { status, logEntries, finished, stop: () => stop.mutate({ jobId }), stopping: stop.isPending, stopRequested: stop.isSuccess };
}
