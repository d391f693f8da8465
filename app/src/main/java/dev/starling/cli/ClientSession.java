package dev.starling.cli;

import dev.starling.boot.AppServices;
import dev.starling.boot.Bootstrap;
import dev.starling.core.api.ApiServices;
import dev.starling.core.concurrent.SameThreadTaskRunner;
import java.util.Map;

/** What an account command runs on: the app's services as the window gets them, plus the API side. */
final class ClientSession implements AutoCloseable {

    private final AppServices app;
    private final ApiServices api;

    private ClientSession(AppServices app, ApiServices api) {
        this.app = app;
        this.api = api;
    }

    static ClientSession open(StarlingCommand parent, Map<String, String> env) {
        AppServices app = Bootstrap.boot(parent.startupOptions(), env, notices -> new SameThreadTaskRunner());
        try {
            return new ClientSession(app, ApiServices.create(app.environments().current(), app.stores().durable(),
                    app.vault()));
        } catch (RuntimeException e) {
            app.close();
            throw e;
        }
    }

    ApiServices api() {
        return api;
    }

    /** The app's services (stores, clock), for commands that work with the durable store. */
    AppServices app() {
        return app;
    }

    @Override
    public void close() {
        app.close();
    }
}
