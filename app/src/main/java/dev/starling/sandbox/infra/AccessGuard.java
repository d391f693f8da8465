package dev.starling.sandbox.infra;

import dev.starling.sandbox.http.Handler;
import dev.starling.sandbox.http.Interceptor;
import dev.starling.sandbox.http.Route;
import dev.starling.sandbox.http.SandboxRequest;
import dev.starling.sandbox.http.SandboxResponse;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The outermost check of both servers, so a sandbox left running on a laptop is safe from web
 * pages: a {@code Host} that is not one of the sandbox's own names is refused (a DNS-rebinding page
 * reaches the sandbox under its own name), a browser request whose {@code Origin} is another site is
 * refused (forged form posts, cross-site fetches), and the admin endpoints under {@code /__sandbox/}
 * (all but {@code health}) need the per-run admin token in {@value #ADMIN_TOKEN_HEADER}. A custom
 * header also forces browsers into a CORS preflight, which the sandbox never grants.
 */
public final class AccessGuard implements Interceptor {

    public static final String ADMIN_TOKEN_HEADER = "X-Sandbox-Admin-Token";
    private static final String ADMIN_PREFIX = "/__sandbox/";
    private static final String HEALTH = "/__sandbox/health";
    private static final Set<String> LOOPBACK_NAMES = Set.of("localhost", "127.0.0.1", "::1");

    private final byte[] adminToken;
    private final Set<String> ownNames;
    private volatile Set<String> ownOrigins = Set.of();

    /**
     * @param adminToken the token admin requests must carry
     * @param bindHost the address the servers listen on (a wildcard address accepts this
     *     computer's names and addresses)
     * @param publicBases addresses clients use in front of a proxy ({@code --public-base-url})
     */
    public AccessGuard(String adminToken, String bindHost, Collection<URI> publicBases) {
        this.adminToken = adminToken.getBytes(StandardCharsets.UTF_8);
        this.ownNames = ownNames(bindHost, publicBases);
    }

    /** A new random admin token: 32 bytes, URL-safe Base64. */
    public static String newAdminToken() {
        byte[] bytes = new byte[32];
        new SecureRandom().nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    /** The addresses the servers answer on, once bound: their origins are the only ones let in. */
    public void serving(Collection<URI> bases) {
        Set<String> origins = new HashSet<>();
        for (URI base : bases) {
            for (String name : ownNames) {
                origins.add(origin(base.getScheme(), name, base.getPort()));
            }
            origins.add(origin(base.getScheme(), base.getHost(), base.getPort()));
        }
        this.ownOrigins = Set.copyOf(origins);
    }

    @Override
    public SandboxResponse intercept(SandboxRequest request, Route route, Handler next) {
        Optional<String> host = request.header("host");
        if (host.isPresent() && !ownNames.contains(hostName(host.get()))) {
            return refuse(421, "Misdirected Request", "This sandbox does not answer to the host name "
                    + quoted(host.get()) + ". Use the address it printed at start-up (or start it with "
                    + "--public-base-url for a proxy in front of it).");
        }
        Optional<String> origin = request.header("origin");
        if (origin.isPresent() && !ownOrigins.contains(origin.get().toLowerCase(Locale.ROOT))) {
            return refuse(403, "Forbidden", "Requests from web pages of other sites are refused (Origin "
                    + quoted(origin.get()) + ").");
        }
        if (request.path().startsWith(ADMIN_PREFIX) && !request.path().equals(HEALTH) && !hasAdminToken(request)) {
            return refuse(401, "Unauthorized", "The sandbox's admin endpoints need the admin token printed at "
                    + "start-up, in the " + ADMIN_TOKEN_HEADER + " header.");
        }
        return next.handle(request);
    }

    private boolean hasAdminToken(SandboxRequest request) {
        return request.header(ADMIN_TOKEN_HEADER).map(given ->
                MessageDigest.isEqual(given.trim().getBytes(StandardCharsets.UTF_8), adminToken)).orElse(false);
    }

    private static SandboxResponse refuse(int status, String title, String detail) {
        return SandboxResponse.problem(status, Map.of("title", title, "type", "about:blank", "status", status,
                "detail", detail));
    }

    /** At most 100 characters of what the client sent, so an answer never echoes a flood. */
    private static String quoted(String value) {
        String shown = value.length() > 100 ? value.substring(0, 100) + "..." : value;
        return "\"" + shown.replaceAll("[\\p{Cntrl}\"]", "?") + "\"";
    }

    private static String origin(String scheme, String name, int port) {
        String host = name.contains(":") ? "[" + name + "]" : name;
        return (scheme + "://" + host + ":" + port).toLowerCase(Locale.ROOT);
    }

    /** The name part of a Host header: {@code [::1]:8080} is {@code ::1}, {@code Example:80} is {@code example}. */
    static String hostName(String hostHeader) {
        String value = hostHeader.trim().toLowerCase(Locale.ROOT);
        if (value.startsWith("[")) {
            int close = value.indexOf(']');
            return close < 0 ? value : value.substring(1, close);
        }
        int colon = value.indexOf(':');
        if (colon >= 0 && value.indexOf(':', colon + 1) < 0) {
            value = value.substring(0, colon);
        }
        return value.endsWith(".") ? value.substring(0, value.length() - 1) : value;
    }

    private static Set<String> ownNames(String bindHost, Collection<URI> publicBases) {
        Set<String> names = new HashSet<>(LOOPBACK_NAMES);
        names.add(hostName(bindHost));
        publicBases.forEach(base -> names.add(hostName(base.getHost())));
        try {
            InetAddress bound = InetAddress.getByName(bindHost);
            if (bound.isAnyLocalAddress()) {
                names.addAll(thisComputer());
            }
        } catch (java.net.UnknownHostException e) {
            // The server could not bind either; nothing more to allow.
        }
        return Set.copyOf(names);
    }

    /** Every address of this computer's networks and its host name: reachable on a wildcard bind. */
    private static Set<String> thisComputer() {
        Set<String> names = new HashSet<>();
        try {
            for (NetworkInterface network : List.copyOf(NetworkInterface.networkInterfaces().toList())) {
                network.inetAddresses().forEach(address -> {
                    String text = address.getHostAddress();
                    int zone = text.indexOf('%');
                    names.add((zone < 0 ? text : text.substring(0, zone)).toLowerCase(Locale.ROOT));
                });
            }
            InetAddress local = InetAddress.getLocalHost();
            names.add(local.getHostName().toLowerCase(Locale.ROOT));
            names.add(local.getCanonicalHostName().toLowerCase(Locale.ROOT));
        } catch (SocketException | java.net.UnknownHostException e) {
            // Loopback names and the bound address remain allowed.
        }
        return names;
    }
}
