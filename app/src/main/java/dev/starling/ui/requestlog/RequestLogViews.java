package dev.starling.ui.requestlog;

import dev.starling.boot.AppServices;
import dev.starling.ui.common.Dialogs;
import dev.starling.ui.common.TextClipboard;
import dev.starling.ui.common.WorkspaceViews;
import javafx.scene.Node;

/** Builds the Request log workspace. */
public record RequestLogViews(AppServices services, Dialogs dialogs, TextClipboard clipboard) implements WorkspaceViews {

    @Override
    public Node view() {
        return new RequestLogView(new RequestLogViewModel(services.api(), services.tasks(), clipboard, dialogs)).root();
    }
}
