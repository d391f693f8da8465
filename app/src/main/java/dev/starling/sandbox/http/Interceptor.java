package dev.starling.sandbox.http;

/**
 * Wraps every routed request of one server (fault injection, rate limits). Interceptors see the
 * matched route's request (path parameters filled) and may answer without calling {@code next}.
 */
@FunctionalInterface
public interface Interceptor {
    SandboxResponse intercept(SandboxRequest request, Route route, Handler next);
}
