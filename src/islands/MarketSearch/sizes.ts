// SPEC 9 sizes of the result list, shared by the light part of the island and the list itself.
export const RESULT_ROW_HEIGHT = 58;
export const ALPHA_ROW_HEIGHT = 49;
export const RESULT_VIEWPORT = 530;
export const OVERSCAN_ROWS = 9;
export const SKELETON_ROWS = 10;
export const ALPHA_PLACEHOLDER_ROWS = 8;
/** View All shows once the list has been scrolled this far, measured 200 ms after scrolling stops. */
export const VIEW_ALL_SCROLL = 450;
export const VIEW_ALL_DEBOUNCE_MS = 200;
/** The label over a group of rows before typing (Favourites, Hot markets). */
export const GROUP_LABEL_HEIGHT = 32;
