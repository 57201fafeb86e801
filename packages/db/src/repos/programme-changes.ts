import pg from "pg";

/** The NOTIFY channel a change to the programmes or the profile sends on (migration 2026-12-03). */
const CHANNEL = "programmes_changed";
/** How long after a lost listening connection the next one is tried. */
const RECONNECT_MS = 1000;

export interface ProgrammeChanges {
  /**
   * Resolves once every change committed before the call has been reported to `onChange`: a round
   * trip on the listening connection, since PostgreSQL delivers a session's pending notifications
   * before it answers its next command. Rejects while there is no listening connection.
   */
  sync(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Calls `onChange` whenever any process commits a change to the programmes or the profile, and
 * once more each time a lost listening connection is replaced (what changed meanwhile is unknown).
 */
export async function listenForProgrammeChanges(connectionString: string, onChange: () => void): Promise<ProgrammeChanges> {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const again = () => {
    if (!closed) retry = setTimeout(() => void connect().catch(again), RECONNECT_MS);
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString });
    const lost = () => {
      if (client !== next) return;
      client = null;
      void next.end().catch(() => {});
      again();
    };
    next.on("notification", () => onChange());
    next.on("error", lost);
    next.on("end", lost);
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      void next.end().catch(() => {});
      throw error;
    }
    client = next;
    onChange();
  };
  await connect();
  return {
    // One round trip per caller, in turn on this connection: sharing one among the callers that came
    // during another was tried (bench:inbox) and served the same requests per second, but the first
    // pages read from the database after a change then waited beside the kept ones instead of in line,
    // and their p95 rose from 87–97 to 92–129 ms.
    sync: async () => {
      if (!client) throw new Error("not listening for programme changes");
      await client.query("select 1");
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = null;
      await last?.end();
    },
  };
}
