/**
 * Dynamic data (per-user and per-region answers of the API, such as the compliance check) is on
 * unless the build sets PUBLIC_DYNAMIC_DATA to 0, off or false: a shell for a host with no API.
 */
export function isDynamicDataOn(value: string | undefined): boolean {
  return !/^(0|off|false|no)$/i.test(value?.trim() ?? '');
}
