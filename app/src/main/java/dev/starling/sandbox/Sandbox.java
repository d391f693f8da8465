package dev.starling.sandbox;

import dev.starling.sandbox.spi.SandboxModule;
import dev.starling.sandbox.spi.SandboxContext;
import com.sun.net.httpserver.HttpServer;
import com.sun.net.httpserver.HttpsConfigurator;
import com.sun.net.httpserver.HttpsServer;
import dev.starling.sandbox.ads.AdsModule;
import dev.starling.sandbox.ads.KnownPeople;
import dev.starling.sandbox.auth.UserDirectory;
import dev.starling.sandbox.infra.AccessGuard;
import dev.starling.sandbox.infra.AdminModule;
import dev.starling.sandbox.infra.FaultsModule;
import dev.starling.sandbox.infra.RateLimitModule;
import dev.starling.sandbox.infra.SandboxStateFile;
import dev.starling.sandbox.infra.SlowClients;
import dev.starling.sandbox.infra.TlsMaterial;
import dev.starling.sandbox.http.HttpServerAdapter;
import dev.starling.sandbox.http.Router;
import dev.starling.sandbox.http.SandboxResponse;
import dev.starling.sandbox.oauth.OAuthModule;
import dev.starling.sandbox.events.ActivityModule;
import dev.starling.sandbox.stream.StreamLinks;
import dev.starling.sandbox.stream.StreamModule;
import dev.starling.sandbox.webhooks.WebhookCaller;
import dev.starling.sandbox.webhooks.WebhookModule;
import dev.starling.sandbox.webhooks.WebhookSettings;
import dev.starling.sandbox.v2.V2Module;
import dev.starling.sandbox.v2.WorldChange;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.security.cert.X509Certificate;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;

/**
 * The embedded emulator of the X API v2 core and the X Ads API. Two HTTP servers (the JDK's
 * {@code com.sun.net.httpserver}) share one state: the core API at {@link #coreBaseUri()} and the
 * Ads API at {@link #adsBaseUri()}, as on X where they live on different hosts.
 */
public final class Sandbox implements AutoCloseable {

    static {
        // The JDK server leaves Nagle's algorithm on by default: headers and body go out as two
        // segments and, with the client's delayed ACK, each keep-alive response waits for the ACK's
        // timer (docs/perf/sandbox.md). Read once, at first use.
        if (System.getProperty("sun.net.httpserver.nodelay") == null) {
            System.setProperty("sun.net.httpserver.nodelay", "true");
        }
        SlowClients.limitRequestTime();
    }

    private final SandboxConfig config;
    private final SandboxContext context;
    private final List<SandboxModule> modules;
    private final HttpServer core;
    private final HttpServer ads;
    private final ExecutorService workers;
    private final SandboxStateFile stateFile;
    private final String adminToken;
    private final List<String> routeNames;
    private final TlsMaterial tls;

    private Sandbox(SandboxConfig config, SandboxContext context, List<SandboxModule> modules, HttpServer core,
                    HttpServer ads, ExecutorService workers, SandboxStateFile stateFile, String adminToken,
                    List<String> routeNames, TlsMaterial tls) {
        this.config = config;
        this.context = context;
        this.tls = tls;
        this.adminToken = adminToken;
        this.routeNames = routeNames;
        this.stateFile = stateFile;
        this.modules = modules;
        this.core = core;
        this.ads = ads;
        this.workers = workers;
    }

    /** Starts both servers on the system clock; returns once they accept connections. */
    public static Sandbox start(SandboxConfig config) {
        return start(config, Clock.systemUTC());
    }

    /** Starts both servers with an injected clock (tests of timestamps, expiry, rate windows). */
    public static Sandbox start(SandboxConfig config, Clock clock) {
        SandboxContext context = new SandboxContext(config.seed(), clock, new UserDirectory(config.users()));
        List<SandboxModule> modules = modules(config, context);
        SandboxStateFile stateFile = SandboxStateFile.open(config.stateFile(), modules);
        Router coreRouter = new Router(
                request -> SandboxResponse.problem(404, Map.of("title", "Not Found Error", "type", "about:blank",
                        "status", 404, "detail", "Sorry, that page does not exist")),
                request -> SandboxResponse.problem(405, Map.of("title", "Method Not Allowed", "type", "about:blank",
                        "status", 405, "detail", request.method() + " is not supported on " + request.path())));
        Router adsRouter = new Router(
                request -> SandboxResponse.json(404, Map.of("errors", List.of(Map.of("code", "ROUTE_NOT_FOUND",
                        "message", "The requested resource could not be found")))),
                request -> SandboxResponse.json(405, Map.of("errors", List.of(Map.of("code", "METHOD_NOT_ALLOWED",
                        "message", request.method() + " is not supported on " + request.path())))));
        String adminToken = AccessGuard.newAdminToken();
        SandboxConfig.Serving serving = config.serving();
        List<URI> publicBases = java.util.stream.Stream.of(serving.publicCoreBase(), serving.publicAdsBase())
                .filter(java.util.Objects::nonNull).toList();
        AccessGuard guard = new AccessGuard(adminToken, config.host(), publicBases);
        coreRouter.intercept(guard);
        adsRouter.intercept(guard);
        coreRouter.route("GET", "/__sandbox/health", request -> SandboxResponse.json(200, Map.of("status", "ok", "api", "core")));
        adsRouter.route("GET", "/__sandbox/health", request -> SandboxResponse.json(200, Map.of("status", "ok", "api", "ads")));
        for (SandboxModule module : modules) {
            module.registerCore(coreRouter);
            module.registerAds(adsRouter);
        }
        coreRouter.intercept(stateFile);
        adsRouter.intercept(stateFile);

        ExecutorService workers = SlowClients.workers();
        HttpServer core = null;
        try {
            if (new InetSocketAddress(config.host(), 0).isUnresolved()) {
                throw new java.net.UnknownHostException(config.host());
            }
            TlsMaterial tls = serving.tls() == null ? null : TlsMaterial.load(serving.tls(), config.host());
            core = server(new InetSocketAddress(config.host(), config.port()), tls);
            HttpServer ads = server(new InetSocketAddress(config.host(), config.adsPort()), tls);
            String scheme = tls == null ? "http" : "https";
            core.createContext("/", new HttpServerAdapter(coreRouter, scheme, serving.publicCoreBase()));
            ads.createContext("/", new HttpServerAdapter(adsRouter, scheme, serving.publicAdsBase()));
            core.setExecutor(workers);
            ads.setExecutor(workers);
            guard.serving(List.of(baseUri(core), baseUri(ads)));
            core.start();
            ads.start();
            List<String> routeNames = new ArrayList<>();
            coreRouter.routes().forEach(route -> routeNames.add(route.name()));
            adsRouter.routes().forEach(route -> routeNames.add(route.name()));
            return new Sandbox(config, context, modules, core, ads, workers, stateFile, adminToken, List.copyOf(routeNames), tls);
        } catch (IOException e) {
            if (core != null) {
                core.stop(0);
            }
            workers.shutdownNow();
            throw new UncheckedIOException(startFailure(config, e), e);
        } catch (UncheckedIOException e) {
            workers.shutdownNow();
            throw e;
        }
    }

    /**
     * Connections waiting to be accepted. With 256, a burst of more (300 slow clients at once) filled the queue while
     * the acceptor caught up, and the next client's connection was dropped and retried by TCP a second later.
     */
    private static final int BACKLOG = 1024;

    private static HttpServer server(InetSocketAddress address, TlsMaterial tls) throws IOException {
        if (tls == null) {
            return HttpServer.create(address, BACKLOG);
        }
        HttpsServer server = HttpsServer.create(address, BACKLOG);
        server.setHttpsConfigurator(new HttpsConfigurator(tls.sslContext()));
        return server;
    }

    /** Why the servers could not listen, in words that point at the option to change. */
    private static String startFailure(SandboxConfig config, IOException e) {
        String detail = String.valueOf(e.getMessage());
        String where = "Cannot start the sandbox on " + config.host() + " (ports " + config.port() + " and "
                + config.adsPort() + ")";
        if (detail.contains("Cannot assign requested address") || detail.contains("not available")
                || e instanceof java.net.UnknownHostException || e.getCause() instanceof java.net.UnknownHostException) {
            return where + ": " + config.host() + " is not an address of this computer. Use --host 127.0.0.1 (this "
                    + "computer only) or the address of one of its networks.";
        }
        if (detail.contains("already in use")) {
            return where + ": a port is already in use by another program. Choose other ports with --port and "
                    + "--ads-port, or leave them out for free ones.";
        }
        if (detail.contains("Permission denied")) {
            return where + ": ports below 1024 need administrator rights. Choose a port above 1024.";
        }
        return where + ": " + detail + ".";
    }

    /**
     * The modules, in dependency order. Later modules may use earlier ones (the OAuth module
     * provides the authenticator the API modules verify requests with).
     */
    private static List<SandboxModule> modules(SandboxConfig config, SandboxContext context) {
        List<SandboxModule> modules = new ArrayList<>();
        // Modules are added here: OAuth and infrastructure, v2 resources, Ads audiences.
        OAuthModule oauth = new OAuthModule(context, config.consumerApp(), config.usesDemoCredentials(),
                config.publishedUsers());
        modules.add(oauth);
        // --- events (issue 34): webhooks called as X calls them, the stream link, the Activity API ---
        java.util.concurrent.atomic.AtomicReference<WebhookModule> hooks = new java.util.concurrent.atomic.AtomicReference<>();
        WebhookCaller caller = WebhookModule.caller(config.consumerSecret(),
                () -> hooks.get() == null ? WebhookSettings.defaults() : hooks.get().settings());
        V2Module v2 = new V2Module(context, oauth, config.oauth().tier(), caller);
        modules.add(v2);
        WebhookModule webhooks = new WebhookModule(context, oauth, v2.webhooks(), caller);
        hooks.set(webhooks);
        modules.add(webhooks);
        StreamModule stream = new StreamModule(context, oauth, v2::world);
        modules.add(stream);
        // A post seen on the stream can be looked up by its id, as on X (the console's "Open in Query"),
        // unless it was deleted since: the stream keeps what it sent, the world what still exists.
        java.util.Set<String> deleted = java.util.concurrent.ConcurrentHashMap.newKeySet();
        v2.lookUpPostsAlsoIn(id -> deleted.contains(id) ? java.util.Optional.empty()
                : stream.post(id).map(json -> new dev.starling.sandbox.v2.V2Post(id,
                        java.time.Instant.parse(json.path("created_at").asText()), json, true)));
        stream.links(new StreamLinks() {
            @Override
            public Map<String, Map<String, String>> links() {
                return v2.webhooks().links();
            }

            @Override
            public void deliver(String webhookId, byte[] body) {
                webhooks.deliver(webhookId, body);
            }
        });
        modules.add(new ActivityModule(context, oauth, config.consumerKey(), v2.liveWorld(), v2.webhooks(),
                webhooks::deliver));
        // Posts written through the API (and each edit, a new version) reach the filtered stream as X's do.
        v2.liveWorld().addListener((change, after) -> {
            if (change instanceof WorldChange.PostCreated created) {
                stream.offer(created.post().json());
            } else if (change instanceof WorldChange.PostEdited edited) {
                stream.offer(edited.post().json());
            } else if (change instanceof WorldChange.PostDeleted gone) {
                deleted.add(gone.post().id());
            }
        });
        // Audience sizes count people: the world's users' handles and ids are one person each.
        AdsModule ads = new AdsModule(context, oauth, config.adsUploadLimit(), KnownPeople.of(v2.world().users().stream()
                .map(user -> new KnownPeople.User(user.id(), user.username())).toList()));
        modules.add(ads);
        // Interceptors run in module order: faults outermost, then rate limits.
        modules.add(new FaultsModule(context, config.faults()));
        RateLimitModule rateLimits = new RateLimitModule(context, config.rateLimits());
        rateLimits.limitedElsewhere(ads::limitsItself);
        modules.add(rateLimits);
        modules.add(new AdminModule(modules, oauth));
        return modules;
    }

    public SandboxConfig config() {
        return config;
    }

    public SandboxContext context() {
        return context;
    }

    /** The module of a type, for in-process tests that inspect or steer the sandbox. */
    public <M extends SandboxModule> M module(Class<M> type) {
        return modules.stream().filter(type::isInstance).map(type::cast).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("No sandbox module " + type.getSimpleName()));
    }

    /**
     * This run's admin token: {@code /__sandbox/} endpoints (but {@code health}) answer only requests
     * carrying it in the {@value AccessGuard#ADMIN_TOKEN_HEADER} header.
     */
    public String adminToken() {
        return adminToken;
    }

    /** The HTTPS certificate both servers present, or empty when they speak plain HTTP. */
    public java.util.Optional<X509Certificate> certificate() {
        return java.util.Optional.ofNullable(tls).map(TlsMaterial::certificate);
    }

    /**
     * Who hears of a state save that failed (by default the diagnostics log): {@code starling sandbox}
     * prints it, so a state that cannot be written is never lost silently.
     */
    public void onStateProblem(java.util.function.Consumer<String> listener) {
        stateFile.onProblem(listener);
    }

    /** Why the last save of the state failed, if it did (after {@link #close()}: the final save). */
    public java.util.Optional<String> stateProblem() {
        return java.util.Optional.ofNullable(stateFile.problem());
    }

    /** Every route of both servers by name ({@code "GET /2/tweets/:id"}), e.g. to check the documentation. */
    public List<String> routeNames() {
        return routeNames;
    }

    public URI coreBaseUri() {
        return baseUri(core);
    }

    public URI adsBaseUri() {
        return baseUri(ads);
    }

    @Override
    public void close() {
        for (SandboxModule module : modules) {
            if (module instanceof AutoCloseable closeable) {
                try {
                    closeable.close();
                } catch (Exception e) {
                    // stopping anyway: a module that cannot stop cleanly must not keep the servers up
                }
            }
        }
        core.stop(0);
        ads.stop(0);
        workers.shutdownNow();
        stateFile.close();
    }

    private static URI baseUri(HttpServer server) {
        String host = server.getAddress().getAddress().getHostAddress();
        if (host.contains(":")) {
            host = "[" + host + "]";
        }
        return URI.create((server instanceof HttpsServer ? "https://" : "http://") + host + ":"
                + server.getAddress().getPort());
    }
}
