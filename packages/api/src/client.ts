import { createTRPCClient, httpBatchLink, httpSubscriptionLink, splitLink } from "@trpc/client";
import { EventSource } from "eventsource";
import superjson from "superjson";
import type { AppRouter } from "./root.js";

export interface ClientOptions {
  /** Where the server runs, e.g. http://localhost:3000. */
  url: string;
  /** The server's API_TOKEN, when it has one. */
  token?: string;
}

/**
 * A typed tRPC client for internal tools and scripts (the web app has its own, with cookies): queries
 * and mutations batched over HTTP, subscriptions (the crawl log) over server-sent events. Node has no
 * global EventSource, hence the `eventsource` package, which also lets the token travel as a header.
 */
export function createGrantScoutClient({ url, token }: ClientOptions) {
  const trpc = new URL("/trpc", url).href;
  const authorization: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === "subscription",
        true: httpSubscriptionLink({
          url: trpc,
          transformer: superjson,
          EventSource,
          eventSourceOptions: { fetch: (input, init) => fetch(input, { ...init, headers: { ...init?.headers, ...authorization } }) },
        }),
        false: httpBatchLink({ url: trpc, transformer: superjson, headers: authorization }),
      }),
    ],
  });
}
