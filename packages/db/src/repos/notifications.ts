import pg from "pg";

/** The listening connection's name in pg_stat_activity, for an operator (and the tests) to find it. */
export const LISTENER_NAME = "grantscout-listener";
/** How long after a lost listening connection the next one is tried. */
const RECONNECT_MS = 1000;

/**
 * A payload, or `null` once a lost listening connection has been replaced: what was notified
 * meanwhile is unknown, so a subscriber treats it as "anything may have happened".
 */
export type Notification = string | null;

/** One LISTEN connection a process shares among every channel it follows. */
export interface NotificationListener {
  /** LISTENs on the channel (once, however many subscribers) and calls `onNotify` for each payload. */
  subscribe(channel: string, onNotify: (payload: Notification) => void): Promise<void>;
  /**
   * Resolves once every notification committed before the call has been delivered: a round trip on
   * the listening connection, since PostgreSQL delivers a session's pending notifications before it
   * answers its next command. Rejects while there is no listening connection.
   */
  sync(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Listens for NOTIFY on one connection; a lost connection (a database restart) is replaced a second
 * later, its channels LISTENed again, and every subscriber told with `null`.
 */
export async function listenForNotifications(connectionString: string): Promise<NotificationListener> {
  const subscribers = new Map<string, ((payload: Notification) => void)[]>();
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const notifyAll = () => {
    for (const list of subscribers.values()) for (const onNotify of list) onNotify(null);
  };
  const again = () => {
    if (!closed) retry = setTimeout(() => void connect().then(notifyAll, again), RECONNECT_MS);
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString, application_name: LISTENER_NAME });
    const lost = () => {
      if (client !== next) return;
      client = null;
      void next.end().catch(() => {});
      again();
    };
    next.on("notification", (msg) => {
      for (const onNotify of subscribers.get(msg.channel) ?? []) onNotify(msg.payload ?? "");
    });
    next.on("error", lost);
    next.on("end", lost);
    try {
      await next.connect();
      for (const channel of subscribers.keys()) await next.query(`LISTEN ${channel}`);
    } catch (error) {
      void next.end().catch(() => {});
      throw error;
    }
    // Closed while this connection was being made: nobody will end it.
    if (closed) {
      await next.end();
      return;
    }
    client = next;
  };
  await connect();
  return {
    async subscribe(channel, onNotify) {
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
      const list = subscribers.get(channel);
      if (list) list.push(onNotify);
      else {
        subscribers.set(channel, [onNotify]);
        await client?.query(`LISTEN ${channel}`);
      }
    },
    // One round trip per caller, in turn on this connection: sharing one among the callers that came
    // during another was tried (bench:inbox) and served the same requests per second, but the first
    // pages read from the database after a change then waited beside the kept ones instead of in line,
    // and their p95 rose from 87–97 to 92–129 ms.
    sync: async () => {
      if (!client) throw new Error("not listening for notifications");
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
