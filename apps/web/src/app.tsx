// The app itself, imported by main.tsx once the app shell of index.html has painted.
import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { QueryClientProvider } from "@tanstack/react-query";
import { createRouter, RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AccessTokenGate, requestSession } from "./components/layout/access-token-gate";
import { NotFound } from "./components/layout/not-found";
import { routeTree } from "./routeTree.gen";
import { theme } from "./theme";
import { queryClient, TRPCProvider, trpcClient } from "./trpc";

const router = createRouter({ routeTree, context: { queryClient }, defaultNotFoundComponent: NotFound });

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}

// The session check and the current page's code (its route chunks; no route has a loader) travel
// together: in turn, the page's code would wait for the answer and then load.
const session = requestSession();
void router.load();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Notifications position="bottom-right" limit={1} />
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <AccessTokenGate request={session}>
            <RouterProvider router={router} />
          </AccessTokenGate>
        </TRPCProvider>
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
