import type { NotificationListener } from "./notifications.js";

/** The NOTIFY channel a change to the programmes or the profile sends on (migration 2026-12-03). */
const PROGRAMMES_CHANNEL = "programmes_changed";

/**
 * Calls `onChange` whenever any process commits a change to the programmes or the profile, and
 * once more each time a lost listening connection is replaced (what changed meanwhile is unknown).
 */
export function onProgrammeChange(listener: NotificationListener, onChange: () => void): Promise<void> {
  return listener.subscribe(PROGRAMMES_CHANNEL, onChange);
}
