package dev.starling.ui.query;

import dev.starling.ui.common.Dialogs;
import dev.starling.ui.common.TextClipboard;

/**
 * What the answer's cells do with a value besides showing it: copy it, or open it whole. Handed from the
 * workspace's factory down to the tables and trees, so the cells reach the clipboard and dialogs only
 * through the window's ports.
 */
record ValueActions(TextClipboard clipboard, Dialogs dialogs) {
}
