/**
 * Opens the iCare chat from anywhere on the page: the chat widget listens for this event
 * (pages do not import the widget, and it loads on its own schedule).
 */
export const OPEN_CHAT_EVENT = "icare:open";

export function openChat() {
  window.dispatchEvent(new CustomEvent(OPEN_CHAT_EVENT));
}
