import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../src/config';

// There is no Docker daemon on the machines that test this: what can be checked without one is
// that the deploy files name real things and that each process they start would accept its settings.
const repo = new URL('../../../', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, repo), 'utf8');

/** KEY=value lines of an env file; an empty value is filled as an operator would, with a secret. */
function envFile(text: string): Record<string, string> {
  const entries = text
    .split('\n')
    .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
    .map((line) => {
      const [key = '', value = ''] = line.split(/=(.*)/);
      return [key, value || randomBytes(30).toString('base64url')];
    });
  return Object.fromEntries(entries);
}

interface ComposeService {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  depends_on?: Record<string, unknown>;
  volumes?: string[];
}

describe('deploy/compose.yaml', () => {
  const compose = parse(read('deploy/compose.yaml'), { merge: true }) as { services: Record<string, ComposeService> };
  const operator = envFile(read('deploy/compose.env.example'));
  // A value of its own shape that the example leaves blank.
  const live = { SMTP_URL: 'smtps://reelhouse:secret@mail.example.com:465', S3_SECRET_ACCESS_KEY: 'f'.repeat(48) };

  it('runs two web processes and a worker of one image, nginx, PostgreSQL, Redis and MinIO', () => {
    const { services } = compose;
    expect(Object.keys(services).sort()).toEqual(
      ['minio', 'minio-setup', 'nginx', 'nginx-config', 'postgres', 'redis', 'web-1', 'web-2', 'worker'].sort(),
    );
    expect(['web-1', 'web-2', 'worker'].map((name) => services[name]?.environment?.ROLE)).toEqual([
      'web',
      'web',
      'worker',
    ]);
    for (const name of ['web-1', 'web-2', 'worker']) {
      expect(services[name]?.image).toBe('reelhouse:latest');
      expect(services[name]?.volumes).toEqual(['media:/data']);
    }
    // nginx reads segments from the bucket the processes write.
    expect(services['nginx-config']?.environment?.REELHOUSE_MEDIA_STORE).toBe(
      `${services['web-1']?.environment?.S3_ENDPOINT}/${services['web-1']?.environment?.S3_BUCKET}`,
    );
  });

  it('gives every process settings the server accepts, as web and as worker', () => {
    for (const name of ['web-1', 'worker']) {
      const environment = Object.fromEntries(
        Object.entries(compose.services[name]?.environment ?? {}).map(([key, value]) => [
          key,
          value.replace('${POSTGRES_PASSWORD}', operator.POSTGRES_PASSWORD ?? ''),
        ]),
      );
      const config = loadConfig({ ...operator, ...live, ...environment });
      expect(config.role).toBe(environment.ROLE);
      expect(config.shutdownDrainSeconds).toBe(5);
      expect(config.storage).toMatchObject({ kind: 's3', bucket: 'reelhouse-media', forcePathStyle: true });
    }
  });
});

describe('deploy/systemd', () => {
  it('starts the built server with settings it accepts', () => {
    const settings = envFile(read('deploy/systemd/reelhouse.env.example'));
    for (const unit of ['reelhouse-web@.service', 'reelhouse-worker.service']) {
      const text = read(`deploy/systemd/${unit}`);
      expect(text).toContain('ExecStart=/usr/bin/node apps/server/dist/main.js');
      const role = /Environment=ROLE=(\w+)/.exec(text)?.[1];
      expect(loadConfig({ ...settings, ROLE: role, PORT: '8081' }).role).toBe(role);
    }
  });
});

describe('Dockerfile', () => {
  it('copies what exists here or what the build stage makes', () => {
    const made = ['/app/node_modules', '/app/apps/server/dist', '/app/apps/web/dist'];
    const sources = [...read('Dockerfile').matchAll(/^COPY (?:--\S+ )*(.+) \S+$/gm)].flatMap((match) =>
      (match[1] ?? '').split(' '),
    );
    expect(sources.length).toBeGreaterThan(5);
    for (const source of sources) {
      if (made.includes(source)) continue;
      expect(existsSync(new URL(source.replace(/^\/app\//, ''), repo)), source).toBe(true);
    }
    expect(read('Dockerfile')).toMatch(/^USER node$/m);
  });
});
