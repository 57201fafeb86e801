import { Container } from "@mantine/core";
import type { ReactNode } from "react";

/** The width and spacing every page shares. */
export function PageShell({ children }: { children: ReactNode }) {
  return (
    <Container size="xl" py={{ base: "xs", sm: "lg" }} px={{ base: "xs", sm: "md" }}>
      {children}
    </Container>
  );
}
