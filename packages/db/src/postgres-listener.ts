import pg from 'pg';

/** Waits between attempts to listen again after the connection was lost. */
const RECONNECT_MS = 1_000;

/**
 * Listens on a PostgreSQL channel over a connection of its own (a pooled one would be handed to
 * queries and miss notifications). A lost connection is opened again; messages sent meanwhile are
 * gone, so `onResume` is told, for the caller to assume anything may have changed.
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  handlers: { onMessage: (payload: string) => void; onResume: () => void },
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;

  const connect = async (resumed: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.onMessage(message.payload);
    });
    next.on('error', () => {
      if (stopped || client !== next) return;
      client = null;
      void next.end().catch(() => undefined);
      retry();
    });
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = next;
    if (resumed) handlers.onResume();
  };
  const retry = () => {
    setTimeout(() => {
      if (!stopped) connect(true).catch(retry);
    }, RECONNECT_MS).unref();
  };

  await connect(false);
  return async () => {
    stopped = true;
    await client?.end();
    client = null;
  };
}
