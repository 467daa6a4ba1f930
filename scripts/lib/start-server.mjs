// `npm start` in a child process on a free port, for tools that measure the site as it is served:
// Lighthouse in the same Node process as the server shared one event loop with it, and a cold
// server's first answers then held the browser's first paint up to 2 s (docs/quality-gates.md).
import { spawn } from 'node:child_process';
import { join } from 'node:path';

/**
 * Starts `scripts/start.mjs` (the sandbox API, the announcement in each page) and resolves once it
 * serves, on `port` (0: a free one). `env`: more variables for it (SERVE_DIST: another build to serve).
 */
export function startServer(root, port = 0, env = {}) {
  const child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const serving = /serving on (http:\/\/\S+?:(\d+))/.exec(output);
      if (!serving) return;
      child.stdout.removeAllListeners('data');
      child.stdout.resume();
      resolve({
        url: serving[1],
        port: Number(serving[2]),
        // Resolves at once when the server has already gone (its exit event would never come again).
        close: () => new Promise((done) => {
          if (child.exitCode !== null || child.signalCode !== null) return done();
          child.once('exit', done);
          child.kill('SIGTERM');
        }),
      });
    });
    child.once('exit', (code) => reject(new Error(`npm start exited (${code}) before serving:\n${output}`)));
    child.once('error', reject);
  });
}
