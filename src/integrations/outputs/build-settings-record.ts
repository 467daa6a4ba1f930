// Build output: dist/build-settings.json, the settings of src/lib/build-settings.ts this build was
// made with. `npm start` rebuilds a dist/ made for another world (a production build is not its
// local one), and a partial build refuses to mix its sites into a dist/ made with other settings.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BuildSettings } from '../../lib/build-settings.ts';
import { BUILD_SETTINGS_FILE } from '../../contracts/build-outputs.ts';

export async function writeBuildSettingsRecord(dist: string, settings: BuildSettings): Promise<void> {
  await writeFile(join(dist, BUILD_SETTINGS_FILE), `${JSON.stringify(settings, null, 2)}\n`);
}

/** The settings dist/ was built with, or null when it records none (older or unfinished builds). */
export async function readBuildSettingsRecord(dist: string): Promise<BuildSettings | null> {
  try {
    return JSON.parse(await readFile(join(dist, BUILD_SETTINGS_FILE), 'utf8')) as BuildSettings;
  } catch {
    return null;
  }
}

/** Whether two builds were made with the same settings. */
export function sameBuildSettings(a: BuildSettings | null, b: BuildSettings | null): boolean {
  return a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b);
}
