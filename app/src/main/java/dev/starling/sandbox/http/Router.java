package dev.starling.sandbox.http;

import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;

/**
 * The routes of one server (core or Ads) and the interceptors around them. Unknown paths get
 * {@code notFound}, known paths with another method get {@code methodNotAllowed}, both in the
 * error shape of that API.
 */
public final class Router {

    private final List<Route> routes = new CopyOnWriteArrayList<>();
    private final List<Interceptor> interceptors = new CopyOnWriteArrayList<>();
    private final Function<SandboxRequest, SandboxResponse> notFound;
    private final Function<SandboxRequest, SandboxResponse> methodNotAllowed;

    public Router(Function<SandboxRequest, SandboxResponse> notFound,
                  Function<SandboxRequest, SandboxResponse> methodNotAllowed) {
        this.notFound = notFound;
        this.methodNotAllowed = methodNotAllowed;
    }

    public Router route(String method, String pattern, Handler handler) {
        routes.add(new Route(method, pattern, handler));
        return this;
    }

    public Router add(Route route) {
        routes.add(route);
        return this;
    }

    /** Interceptors run in the order added, outermost first. */
    public Router intercept(Interceptor interceptor) {
        interceptors.add(interceptor);
        return this;
    }

    public List<Route> routes() {
        return List.copyOf(routes);
    }

    public SandboxResponse dispatch(SandboxRequest request) {
        boolean pathKnown = false;
        for (Route route : routes) {
            Map<String, String> params = route.match(request.path());
            if (params == null) {
                continue;
            }
            pathKnown = true;
            if (route.method().equalsIgnoreCase(request.method())) {
                return run(request.withPathParams(params), route, 0);
            }
        }
        return pathKnown ? methodNotAllowed.apply(request) : notFound.apply(request);
    }

    private SandboxResponse run(SandboxRequest request, Route route, int index) {
        try {
            if (index == interceptors.size()) {
                return route.handler().handle(request);
            }
            return interceptors.get(index).intercept(request, route, next -> run(next, route, index + 1));
        } catch (ApiException e) {
            return e.response();
        }
    }
}
