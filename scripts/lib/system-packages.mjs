// Makes sure a program from Debian's packages is present: installs it when we are root with
// apt-get, otherwise stops with a message that names the package to install.
import { existsSync } from 'node:fs';
import { run, step } from './run.mjs';

// With `optional`, a package that cannot be installed is reported and the command goes on.
export function ensureSystemPackage({ program, debianPackage, purpose, optional = false }) {
  if (existsSync(program)) return;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(
      `\n${purpose} needs the system package "${debianPackage}" (${program} is missing).\n` +
        `Install it, for example: sudo apt-get install -y ${debianPackage}\n`,
    );
    if (optional) return;
    process.exit(1);
  }
  step(`Installing ${debianPackage} (${purpose})`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (
    run('apt-get', ['update', '-qq'], { env }) !== 0 ||
    run('apt-get', ['install', '-y', '-qq', debianPackage], { env }) !== 0
  ) {
    console.error(`Could not install "${debianPackage}" with apt-get: see the messages above.`);
    if (!optional) process.exit(1);
  }
}

/** ffmpeg and ffprobe, unless the operator points FFMPEG_PATH/FFPROBE_PATH elsewhere. */
export function ensureFfmpeg(purpose, { optional = false } = {}) {
  if (process.env.FFMPEG_PATH || process.env.FFPROBE_PATH) return;
  ensureSystemPackage({ program: '/usr/bin/ffmpeg', debianPackage: 'ffmpeg', purpose, optional });
}
