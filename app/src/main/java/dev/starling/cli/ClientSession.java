package dev.starling.cli;

import dev.starling.boot.AppServices;
import dev.starling.boot.Bootstrap;
import dev.starling.core.api.ApiServices;
import dev.starling.core.concurrent.SameThreadTaskRunner;
import java.time.Clock;
import java.util.Map;

/**
 * What a command runs on: the application's one service graph, booted exactly as the window boots
 * it (same stores, same active environment, same API services), with background work run in place.
 */
final class ClientSession implements AutoCloseable {

    private final AppServices app;

    private ClientSession(AppServices app) {
        this.app = app;
    }

    static ClientSession open(StarlingCommand parent, Map<String, String> env) {
        return open(parent, env, Clock.systemUTC());
    }

    static ClientSession open(StarlingCommand parent, Map<String, String> env, Clock clock) {
        return new ClientSession(Bootstrap.boot(parent.startupOptions(), env, notices -> new SameThreadTaskRunner(),
                clock));
    }

    /** The API services of the active environment. */
    ApiServices api() {
        return app.api().current();
    }

    AppServices app() {
        return app;
    }

    @Override
    public void close() {
        app.close();
    }
}
