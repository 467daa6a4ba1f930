// The fonts the pictures were drawn with: a fingerprint of fontconfig's list (family, style, file),
// written into report.json, so two reports whose fonts differ say so.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';

export function fontsFingerprint() {
  const listed = spawnSync('fc-list', ['--format', '%{family}|%{style}|%{file}\n'], { encoding: 'utf8' }).stdout ?? '';
  const lines = listed.split('\n').filter(Boolean).sort();
  return { count: lines.length, sha256: createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16) };
}
