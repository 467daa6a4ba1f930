// Text put into HTML made at run time (the edge's announcement, /__sites, the sandbox's pages):
// the five characters that could open a tag or leave an attribute, as entities.
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}
