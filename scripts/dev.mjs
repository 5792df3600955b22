// npm run dev: the API rebuilt and restarted on every change (port API_PORT, default 8081), and
// the web app served by Vite with hot reload on PORT (default 8080), forwarding /api to the API.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { ensureDependencies } from './lib/ensure-install.mjs';

ensureDependencies();
const apiPort = process.env.API_PORT ?? '8081';
const children = [];
const start = (command, args, env = {}) => {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  return child;
};

rmSync('apps/server/dist/main.js', { force: true });
start('npx', ['vite', 'build', '--watch', '--config', 'apps/server/vite.config.ts', 'apps/server']);
while (!existsSync('apps/server/dist/main.js')) await sleep(200);
start(process.execPath, ['--watch', 'apps/server/dist/main.js'], { PORT: apiPort, NODE_ENV: 'development' });
start('npx', ['vite', 'apps/web', '--port', process.env.PORT ?? '8080'], { API_PORT: apiPort });

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(0);
  });
}
