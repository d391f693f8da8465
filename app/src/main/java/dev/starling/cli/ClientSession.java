package dev.starling.cli;

import dev.starling.boot.AppServices;
import dev.starling.boot.Bootstrap;
import dev.starling.core.api.ApiServices;
import dev.starling.core.concurrent.SameThreadTaskRunner;
import dev.starling.core.stream.LiveEndpoints;
import dev.starling.core.stream.RulesClient;
import dev.starling.core.text.Messages;
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

    /**
     * @throws StoreUnavailable when the saved data on disk cannot be used: a command never works on the
     *     temporary store the window falls back to (a login there would be lost, an empty account list a lie)
     */
    static ClientSession open(StarlingCommand parent, Map<String, String> env, Clock clock) {
        AppServices app = Bootstrap.boot(parent.startupOptions(), env, notices -> new SameThreadTaskRunner(), clock);
        if (app.stores().durable().isTemporary()) {
            app.close();
            throw new StoreUnavailable(Messages.text(app.stores().durableProblem().isPresent() ? "cli.noSavedData"
                    : "cli.noDataFolder", String.valueOf(app.dataDir())));
        }
        if (app.vault().problem().isPresent()) {
            app.close();
            throw new StoreUnavailable(Messages.text("cli.noVault"));
        }
        return new ClientSession(app);
    }

    /** Reported as one line and exit code 1 by the command line's failure handler. */
    static final class StoreUnavailable extends RuntimeException {
        StoreUnavailable(String message) {
            super(message);
        }
    }

    /** The API services of the active environment. */
    ApiServices api() {
        return app.api().current();
    }

    /** The filtered stream's rules at X, through the active environment's app-only bearer token. */
    RulesClient rules() {
        return new RulesClient(LiveEndpoints.of(api()));
    }

    AppServices app() {
        return app;
    }

    @Override
    public void close() {
        app.close();
    }
}
