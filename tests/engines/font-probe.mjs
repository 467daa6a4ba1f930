// Which installed face an engine really draws a line in. getComputedStyle gives every engine the
// same font-family string (the whole stack); the face used is the engine's own choice within it.
// Firefox and WebKit offer a driver nothing like Chromium's CSS.getPlatformFontsForNode, so the
// probe measures: the line's letters, set in the line's own stack, and set in each candidate face
// alone, at 64 px in a hidden box carrying the line's language. The faces whose width equals the
// stack's (to 1/100 px) are the one drawn and its aliases (Arial is Liberation Sans here). A
// candidate counts only when installed: set as "Face", monospace and "Face", serif it measures the
// same (a missing face falls to two different generics). Spaces and other scripts' characters are
// left out: an engine may take a space from another face of the stack.
// Page functions are sent as source: each is self-contained.

/** Faces an engine on this machine may end up in, beside those the stack names. */
export const FALLBACK_FACES = ['Noto Sans', 'Noto Sans Arabic', 'DejaVu Sans', 'Liberation Sans', 'Noto Naskh Arabic', 'FreeSans'];

/** The faces drawing `selector`'s text (letters of `script` only), or a reason it could not tell. */
export const usedFaces = (selector, script, fallbacks) => {
  const line = document.querySelector(selector);
  if (!line) return { error: `no ${selector}` };
  const letters = (line.textContent.match(new RegExp(`\\p{Script=${script}}`, 'gu')) ?? []).join('');
  if (letters.length < 4) return { error: `${selector} has ${letters.length} ${script} letters` };
  const style = getComputedStyle(line);
  const box = document.createElement('div');
  box.lang = line.closest('[lang]')?.lang ?? '';
  box.style.cssText = 'position:absolute;visibility:hidden;white-space:nowrap;top:0;left:0';
  document.body.append(box);
  const width = (family) => {
    const span = document.createElement('span');
    span.textContent = letters;
    span.style.cssText = `font:${style.fontStyle} ${style.fontWeight} 64px/1 ${family};font-kerning:normal;letter-spacing:0`;
    box.append(span);
    const measured = span.getBoundingClientRect().width;
    span.remove();
    return measured;
  };
  const named = style.fontFamily.split(',').map((name) => name.trim().replace(/^["']|["']$/g, ''))
    .filter((name) => !/^(system-ui|-apple-system|sans-serif|serif|monospace|ui-\w+)$/.test(name));
  const stack = width(style.fontFamily);
  const faces = [...new Set([...named, ...fallbacks])]
    .filter((face) => Math.abs(width(`"${face}", monospace`) - width(`"${face}", serif`)) < 0.01)
    .filter((face) => Math.abs(width(`"${face}", monospace`) - stack) < 0.01);
  box.remove();
  return { family: style.fontFamily, faces };
};

/** The lines compared: a Latin line and an Arabic line, each the home page's heading. */
export const FONT_LINES = [
  { name: 'Latin', path: '/', selector: 'main h1', script: 'Latin' },
  { name: 'Arabic', path: '/ar/', selector: 'main h1', script: 'Arabic' },
];
