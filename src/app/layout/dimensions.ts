/** The header's height in px: the layout draws it, and notices are placed below it (LoadedNotifications). */
export const HEADER_HEIGHT = 56;
