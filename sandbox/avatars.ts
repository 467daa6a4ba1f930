// Profile pictures as the sandbox serves them: /images/avatar/<n>.svg, a coloured disc per number.
export const AVATAR_PATH_PREFIX = '/images/avatar/';
const AVATAR_PATH = /^\/images\/avatar\/(\d{1,2})\.svg$/;
const COLOURS = ['#2354e6', '#0ea371', '#e5484d', '#7a5200', '#5b3fd1', '#0b6b4a', '#a4161a', '#1a3fb0', '#b26a00', '#3f4a5a', '#8a4b00', '#6b21a8'];

/** The avatar for a path, or null when the path is not one. */
export function avatarResponse(path: string): Response | null {
  const match = AVATAR_PATH.exec(path);
  if (!match) return null;
  const colour = COLOURS[Number(match[1]) % COLOURS.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${colour}"/><circle cx="32" cy="26" r="11" fill="#fff" opacity=".9"/><path d="M12 58c2-12 11-18 20-18s18 6 20 18" fill="#fff" opacity=".9"/></svg>`;
  return new Response(svg, { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=3600' } });
}
