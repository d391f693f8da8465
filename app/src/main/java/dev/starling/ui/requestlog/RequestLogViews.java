package dev.starling.ui.requestlog;

import dev.starling.boot.AppServices;
import javafx.scene.Node;

/** Builds the Request log workspace. */
public final class RequestLogViews {

    private final AppServices services;

    public RequestLogViews(AppServices services) {
        this.services = services;
    }

    public Node view() {
        return new RequestLogView(new RequestLogViewModel(services.api(), services.tasks())).root();
    }
}
