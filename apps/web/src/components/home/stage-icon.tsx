import type { CrawlStageIcon } from "@grantscout/api/spec";
import { Loader, ThemeIcon } from "@mantine/core";
import { IconBinaryTree, IconBrain, IconCircleCheck, IconFileAnalytics } from "@tabler/icons-react";
import classes from "./home.module.css";

/** Spec section 4: spinner by default, green tick when done, pulsing blue / yellow while analysing, blue when finalizing. */
export function StageIcon({ kind }: { kind: CrawlStageIcon }) {
  const common = { size: 36, radius: "xl", variant: "light", "data-testid": "stage-icon", "data-kind": kind } as const;
  switch (kind) {
    case "complete":
      return (
        <ThemeIcon {...common} color="green">
          <IconCircleCheck size={22} />
        </ThemeIcon>
      );
    case "relationships":
      return (
        <ThemeIcon {...common} color="blue" className={classes.pulse}>
          <IconBinaryTree size={22} />
        </ThemeIcon>
      );
    case "pending":
      return (
        <ThemeIcon {...common} color="yellow" className={classes.pulse}>
          <IconBrain size={22} />
        </ThemeIcon>
      );
    case "finalizing":
      return (
        <ThemeIcon {...common} color="blue">
          <IconFileAnalytics size={22} />
        </ThemeIcon>
      );
    default:
      return <Loader size={28} data-testid="stage-icon" data-kind={kind} />;
  }
}
