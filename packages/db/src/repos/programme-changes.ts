import pg from "pg";

/** The NOTIFY channel a change to the programmes or the profile sends on (migration 2026-12-03). */
const CHANNEL = "programmes_changed";

export interface ProgrammeChanges {
  /**
   * Resolves once every change committed before the call has been reported to `onChange`: a round
   * trip on the listening connection, since PostgreSQL delivers a session's pending notifications
   * before it answers its next command.
   */
  sync(): Promise<void>;
  /** False once the listening connection failed: changes may go unreported. */
  readonly alive: boolean;
  close(): Promise<void>;
}

/** Calls `onChange` whenever any process commits a change to the programmes or the profile. */
export async function listenForProgrammeChanges(connectionString: string, onChange: () => void): Promise<ProgrammeChanges> {
  const client = new pg.Client({ connectionString });
  let alive = true;
  client.on("notification", () => onChange());
  client.on("error", () => {
    alive = false;
  });
  client.on("end", () => {
    alive = false;
  });
  await client.connect();
  await client.query(`LISTEN ${CHANNEL}`);
  return {
    // One round trip per caller, in turn on this connection: sharing one among the callers that came
    // during another was tried (bench:inbox) and served the same requests per second, but the first
    // pages read from the database after a change then waited beside the kept ones instead of in line,
    // and their p95 rose from 87–97 to 92–129 ms.
    sync: async () => {
      await client.query("select 1");
    },
    get alive() {
      return alive;
    },
    close: () => client.end(),
  };
}
