import type { WATCH_SCHEDULES } from "@grantscout/api/spec";

export const SCHEDULE_LABELS: Record<(typeof WATCH_SCHEDULES)[number], string> = { daily: "Daily", weekly: "Weekly", monthly: "Monthly" };
