import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The server running on a data directory says so in `DATA_DIR/server.json` (its process and port).
 * The embedded database must never be opened by two processes at once, so the command line reads
 * this before opening it: it asks the running server instead, or tells the operator to stop it.
 */
export interface RunningServer {
  pid: number;
  port: number;
}

const fileIn = (dataDir: string) => path.join(dataDir, 'server.json');

export async function markRunning(dataDir: string, server: RunningServer): Promise<void> {
  await writeFile(fileIn(dataDir), JSON.stringify(server));
}

export async function clearRunning(dataDir: string): Promise<void> {
  await rm(fileIn(dataDir), { force: true });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The server running on this data directory, or null (no file, or a file its crashed server left). */
export async function runningServer(dataDir: string): Promise<RunningServer | null> {
  const text = await readFile(fileIn(dataDir), 'utf8').catch(() => null);
  if (!text) return null;
  try {
    const server = JSON.parse(text) as RunningServer;
    return Number.isInteger(server.pid) && Number.isInteger(server.port) && alive(server.pid) ? server : null;
  } catch {
    return null;
  }
}
