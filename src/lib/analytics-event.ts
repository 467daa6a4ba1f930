// How an island tells the chrome's click analytics that a tracked element ([data-track]) was chosen
// without a click: Enter on the search combobox's active row navigates by script. The chrome's
// listener sends it as it sends a click; the island carries only this name, not the analytics code.
export const TRACK_EVENT = 'chrome:track';
