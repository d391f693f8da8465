package dev.starling.sandbox.spi;

import dev.starling.sandbox.http.Interceptor;
import dev.starling.sandbox.http.Router;

/** A module that wraps every route of both servers (faults, rate limits) instead of adding its own. */
public interface InterceptingModule extends SandboxModule, Interceptor {

    @Override
    default void registerCore(Router core) {
        core.intercept(this);
    }

    @Override
    default void registerAds(Router ads) {
        ads.intercept(this);
    }
}
