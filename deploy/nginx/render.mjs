// Renders the nginx templates beside this file into a directory, filling every ${REELHOUSE_…}
// from the environment:  node deploy/nginx/render.mjs /etc/nginx/reelhouse
// then include /etc/nginx/reelhouse/reelhouse.conf inside nginx's `http { }`.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TEMPLATES = ['reelhouse.conf', 'reelhouse-common.conf', 'reelhouse-locations.conf'];
const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The values the templates ask for, from `env`; `REELHOUSE_WEB_SERVERS` is a comma-separated list
 * of the web processes' addresses. Throws naming every variable that is missing.
 */
export function nginxValues(env, outputDir) {
  const required = [
    'REELHOUSE_SERVER_NAME',
    'REELHOUSE_WEB_SERVERS',
    'REELHOUSE_MEDIA_STORE',
    'REELHOUSE_CACHE_DIR',
    'REELHOUSE_TLS_CERTIFICATE',
    'REELHOUSE_TLS_CERTIFICATE_KEY',
  ];
  const missing = required.filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`Set ${missing.join(', ')} (see README, Running in production).`);
  const servers = env.REELHOUSE_WEB_SERVERS.split(',').map((address) => address.trim());
  return {
    ...Object.fromEntries(required.map((name) => [name, env[name]])),
    ...mediaSource(env.REELHOUSE_MEDIA_STORE, env.REELHOUSE_CACHE_DIR),
    // A process that stops answering is left alone for five seconds; its requests go to the others.
    REELHOUSE_WEB_SERVERS: servers.map((address) => `server ${address} max_fails=1 fail_timeout=5s;`).join('\n    '),
    REELHOUSE_NGINX_DIR: path.resolve(outputDir),
  };
}

/**
 * Where nginx reads segments: `REELHOUSE_MEDIA_STORE` is the media store's directory on a disk
 * nginx shares with the app (STORAGE=local), or the bucket's URL (STORAGE=s3): path style
 * `http://minio:9000/reelhouse-media`, or virtual-hosted `https://<bucket>.s3.<region>.amazonaws.com`.
 * nginx reads the bucket without signing, so the bucket must let nginx's address read `hls/`
 * (README, Media delivery by nginx); what it fetched it keeps in its own cache.
 */
function mediaSource(store, cacheDir) {
  if (!/^https?:\/\//.test(store)) {
    return {
      REELHOUSE_MEDIA_UPSTREAM: '# The media store is a directory nginx reads itself (REELHOUSE_MEDIA_STORE).',
      REELHOUSE_MEDIA_SOURCE: [`alias ${store}/hls/$hls_asset/$hls_file;`, 'sendfile on;', 'tcp_nopush on;'].join(
        '\n    ',
      ),
    };
  }
  const bucket = new URL(store);
  const tls = bucket.protocol === 'https:';
  const port = bucket.port || (tls ? '443' : '80');
  const base = bucket.pathname.replace(/\/$/, '');
  return {
    REELHOUSE_MEDIA_UPSTREAM: [
      '# The bucket holding the media (REELHOUSE_MEDIA_STORE), and what nginx keeps of it: segments',
      '# never change under their names, so a copy serves every viewer the app lets in.',
      'upstream reelhouse_media_store {',
      `    server ${bucket.hostname}:${port};`,
      '    keepalive 16;',
      '}',
      `proxy_cache_path ${cacheDir}/media levels=1:2 keys_zone=reelhouse_media:50m max_size=20g`,
      '                 inactive=7d use_temp_path=off;',
    ].join('\n'),
    REELHOUSE_MEDIA_SOURCE: [
      `proxy_pass ${tls ? 'https' : 'http'}://reelhouse_media_store${base}/hls/$hls_asset/$hls_file;`,
      // Set here, these replace the server's proxy headers: the bucket gets neither the viewer's
      // cookies nor their Authorization header.
      `proxy_set_header Host ${bucket.host};`,
      'proxy_set_header Connection "";',
      'proxy_set_header Cookie "";',
      'proxy_set_header Authorization "";',
      ...(tls ? ['proxy_ssl_server_name on;', `proxy_ssl_name ${bucket.hostname};`] : []),
      'proxy_cache reelhouse_media;',
      // One copy per file, whatever token asked for it.
      'proxy_cache_key $hls_asset/$hls_file;',
      'proxy_cache_valid 200 7d;',
      'proxy_cache_lock on;',
      'proxy_ignore_headers Cache-Control Expires Set-Cookie;',
      'proxy_hide_header Cache-Control;',
      'proxy_hide_header Set-Cookie;',
      'proxy_hide_header x-amz-request-id;',
      'proxy_hide_header x-amz-id-2;',
      'proxy_intercept_errors on;',
    ].join('\n    '),
  };
}

export function renderNginx(outputDir, env = process.env) {
  const values = nginxValues(env, outputDir);
  mkdirSync(outputDir, { recursive: true });
  for (const name of TEMPLATES) {
    const text = readFileSync(path.join(here, name), 'utf8').replace(/\$\{(REELHOUSE_[A-Z_]+)\}/g, (_, key) => {
      if (!(key in values)) throw new Error(`${name} asks for ${key}, which render.mjs does not know`);
      return values[key];
    });
    writeFileSync(path.join(outputDir, name), text);
  }
  return path.join(path.resolve(outputDir), 'reelhouse.conf');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outputDir = process.argv[2];
  if (!outputDir) {
    console.error('Usage: node deploy/nginx/render.mjs <output directory>');
    process.exit(2);
  }
  try {
    console.log(`Rendered ${renderNginx(outputDir)}: include it inside nginx's http { } block.`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
