package dev.starling.sandbox.ads;

import dev.starling.sandbox.spi.StatefulModule;
import dev.starling.sandbox.spi.SandboxContext;
import com.fasterxml.jackson.databind.JsonNode;
import dev.starling.sandbox.auth.Authenticator;
import dev.starling.sandbox.auth.ErrorStyle;
import dev.starling.sandbox.auth.Principal;
import dev.starling.sandbox.http.ApiException;
import dev.starling.sandbox.http.Route;
import dev.starling.sandbox.http.Router;
import dev.starling.sandbox.http.SandboxRequest;
import dev.starling.sandbox.http.SandboxResponse;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * The X Ads audiences API (spec 001): ad accounts, custom audiences and their members, permissions
 * ({@code /12/} custom and {@code /5/} tailored), targeted campaigns, flexible audiences, keyword
 * insights and do-not-reach lists. Every request is OAuth 1.0a user context; the account in the path
 * must be associated with the calling user.
 *
 * <p>Uploaded identifiers are really stored, per identifier type and with their effective/expiry
 * window. Targetability follows {@link AudienceStatus}: a new audience is a placeholder (PROCESSING,
 * TOO_SMALL, size null); after each upload it is PROCESSING for {@value AudienceStatus#PROCESSING_SECONDS}
 * seconds of sandbox-clock time; below {@value AudienceStatus#MIN_SIZE} people in effect it is
 * TOO_SMALL; otherwise targetable with audience_size = people in effect (matched users, as X counts:
 * {@link MemberSet} says who is one person). User uploads are limited
 * to {@value RateLimiter#UPLOAD_LIMIT} requests per caller per clock minute, and requests with
 * with_total_count to {@value RateLimiter#TOTAL_COUNT_LIMIT} per 15 minutes (429 with x-rate-limit
 * headers). Tests read members back with {@link #members} or
 * {@code GET /__sandbox/ads/custom_audiences/:id/members}.
 */
public final class AdsModule extends StatefulModule {

    /** X's limit on the audience upload endpoints: requests per caller per clock minute. */
    public static final int UPLOAD_LIMIT = RateLimiter.UPLOAD_LIMIT;
    /** X's limit of 1,500 a minute applies to this route alone (the Ads module counts it). */
    public static final String UPLOAD_ROUTE = "POST /12/accounts/:account_id/custom_audiences/:custom_audience_id/users";

    private final Object lock = new Object();
    private final Set<String> routeNames = java.util.concurrent.ConcurrentHashMap.newKeySet();
    private final Authenticator auth;
    private final AdsWorld world;
    private final RateLimiter uploadLimiter;
    private final RateLimiter totalCountLimiter;
    private volatile RateLimiter accountReadLimiter;
    private final SandboxContext context;
    private final KeywordInsights insights;

    public AdsModule(SandboxContext context, Authenticator auth) {
        this(context, auth, RateLimiter.UPLOAD_LIMIT);
    }

    /** With another user-upload rate limit (requests per minute), for tests of the limit. */
    public AdsModule(SandboxContext context, Authenticator auth, int uploadRequestsPerMinute) {
        this(context, auth, uploadRequestsPerMinute, KnownPeople.NONE);
    }

    /**
     * @param known the world's users, whose identifiers are one person in every audience (sizes count
     *              people, see {@link MemberSet})
     */
    public AdsModule(SandboxContext context, Authenticator auth, int uploadRequestsPerMinute, KnownPeople known) {
        super("ads");
        this.auth = auth;
        this.world = new AdsWorld(context, known);
        this.uploadLimiter = new RateLimiter(context.clock(), uploadRequestsPerMinute, RateLimiter.UPLOAD_WINDOW);
        this.totalCountLimiter = new RateLimiter(context.clock(), RateLimiter.TOTAL_COUNT_LIMIT,
                RateLimiter.TOTAL_COUNT_WINDOW);
        this.context = context;
        limitAccountReads(RateLimiter.ACCOUNT_READ_LIMIT, RateLimiter.ACCOUNT_READ_WINDOW);
        this.insights = new KeywordInsights(context.seed());
    }

    @Override
    public void registerAds(Router ads) {
        AccountsHandlers accounts = new AccountsHandlers(world);
        CustomAudienceHandlers audiences = new CustomAudienceHandlers(world);
        UserUploadHandler uploads = new UserUploadHandler(world, uploadLimiter);
        PermissionHandlers custom = new PermissionHandlers(world, PermissionHandlers.Naming.CUSTOM);
        PermissionHandlers tailored = new PermissionHandlers(world, PermissionHandlers.Naming.TAILORED);
        TargetedCampaignsHandler targeted = new TargetedCampaignsHandler(world);
        FlexibleAudienceHandler flexible = new FlexibleAudienceHandler(world);
        DoNotReachHandlers doNotReach = new DoNotReachHandlers(world);

        String account = "/12/accounts/:account_id";
        String audience = account + "/custom_audiences/:custom_audience_id";
        String tailoredBase = "/5/accounts/:account_id/tailored_audiences/:tailored_audience_id/permissions";
        route(ads, "GET", "/12/accounts", accounts::list);
        route(ads, "GET", account, accounts::get);
        route(ads, "GET", account + "/custom_audiences", audiences::list);
        route(ads, "POST", account + "/custom_audiences", audiences::create);
        route(ads, "GET", audience, audiences::get);
        route(ads, "PUT", audience, audiences::update);
        route(ads, "DELETE", audience, audiences::delete);
        route(ads, "POST", audience + "/users", uploads::upload);
        route(ads, "GET", audience + "/permissions", custom::list);
        route(ads, "POST", audience + "/permissions", custom::grant);
        route(ads, "DELETE", audience + "/permissions/:custom_audience_permission_id", custom::revoke);
        route(ads, "GET", tailoredBase, tailored::list);
        route(ads, "POST", tailoredBase, tailored::grant);
        route(ads, "DELETE", tailoredBase + "/:tailored_audience_permission_id", tailored::revoke);
        route(ads, "GET", audience + "/targeted", targeted::targeted);
        route(ads, "POST", "/12/batch/accounts/:account_id/custom_audiences", flexible::batch);
        route(ads, "GET", "/12/insights/keywords/search", (request, user) -> insights.search(request, world.now()));
        route(ads, "GET", account + "/do_not_reach_lists", doNotReach::list);
        route(ads, "POST", account + "/do_not_reach_lists", doNotReach::create);
        route(ads, "DELETE", account + "/do_not_reach_lists/:do_not_reach_list_id", doNotReach::delete);
        route(ads, "POST", "/12/batch/accounts/:account_id/do_not_reach_lists/:do_not_reach_list_id/users",
                doNotReach::upload);
        // Admin (no OAuth, like the other /__sandbox endpoints): what an audience holds, for out-of-process tests.
        ads.route("GET", "/__sandbox/ads/custom_audiences/:custom_audience_id/members", this::membersEndpoint);
    }

    private void route(Router router, String method, String pattern, AdsHandler handler) {
        boolean accountRead = method.equals("GET") && pattern.contains("/:account_id");
        Route route = new Route(method, pattern, request -> {
            Principal.UserContext user = auth.requireUser(request, ErrorStyle.X_ERRORS);
            if (!accountRead) {
                return limited(request, user, handler);
            }
            RateLimiter.Decision account = accountReadLimiter.take(request.pathParam("account_id") + ' ' + pattern);
            if (!account.allowed()) {
                return AdsErrors.tooManyRequests(account, "requests per ad account to this endpoint per "
                        + accountReadLimiter.window().toMinutes() + " minutes");
            }
            try {
                return limited(request, user, handler).withHeaders(account.headers());
            } catch (ApiException e) {
                throw new ApiException(e.response().withHeaders(account.headers()));
            }
        });
        routeNames.add(route.name());
        router.add(route);
    }

    /**
     * X's account-level limit of the Ads API's reads: each ad account may be read through each
     * {@code GET} endpoint under {@code /accounts/:account_id} 10,000 times per 15 minutes, whoever
     * asks, and those answers carry {@code x-account-rate-limit-*} besides the user's
     * {@code x-rate-limit-*}. Tests lower it here; a reset puts X's limit back.
     */
    public void limitAccountReads(int requests, Duration window) {
        accountReadLimiter = new RateLimiter(context.clock(), requests, window, RateLimiter.ACCOUNT_HEADERS);
    }

    /** The handler's answer within the user-level limits this module keeps itself (with_total_count). */
    private SandboxResponse limited(SandboxRequest request, Principal.UserContext user, AdsHandler handler) {
        if (withTotalCount(request)) {
            RateLimiter.Decision decision = totalCountLimiter.take(user.userId());
            if (!decision.allowed()) {
                return AdsErrors.tooManyRequests(decision, "requests with with_total_count per 15 minutes");
            }
            try {
                synchronized (lock) {
                    return handler.handle(request, user).withHeaders(decision.headers());
                }
            } catch (ApiException e) {
                throw new ApiException(e.response().withHeaders(decision.headers()));
            }
        }
        synchronized (lock) {
            return handler.handle(request, user);
        }
    }

    private static boolean withTotalCount(SandboxRequest request) {
        return request.param("with_total_count").filter("true"::equalsIgnoreCase).isPresent();
    }

    /**
     * Whether this module limits the request itself: user uploads (1,500 a minute) and Ads requests
     * with {@code with_total_count} (200 per 15 minutes). The generic limit leaves those alone.
     */
    public boolean limitsItself(Route route, SandboxRequest request) {
        return route.name().equals(UPLOAD_ROUTE) || (routeNames.contains(route.name()) && withTotalCount(request));
    }

    /**
     * The identifiers a custom audience holds (not yet expired), per identifier type, sorted; empty
     * when the audience has none. Throws {@link IllegalArgumentException} for an unknown audience or
     * one of another account.
     */
    public Map<String, Set<String>> members(String accountId, String audienceId) {
        synchronized (lock) {
            CustomAudience audience = world.state().audiences.get(audienceId);
            if (audience == null || !audience.accountId.equals(accountId)) {
                throw new IllegalArgumentException("No custom audience " + audienceId + " in account " + accountId);
            }
            return world.state().membersOf(audienceId).held(world.now());
        }
    }

    private SandboxResponse membersEndpoint(SandboxRequest request) {
        String id = request.pathParam("custom_audience_id");
        synchronized (lock) {
            CustomAudience audience = world.state().audiences.get(id);
            if (audience == null) {
                throw AdsErrors.notFound("custom_audience_id", "Custom audience " + id + " was not found");
            }
            Map<String, Object> body = new LinkedHashMap<>();
            body.put("custom_audience_id", id);
            body.put("account_id", audience.accountId);
            body.put("members", world.state().membersOf(id).held(world.now()));
            return SandboxResponse.json(200, body);
        }
    }

    @Override
    public JsonNode exportState() {
        synchronized (lock) {
            return world.state().toJson();
        }
    }

    @Override
    public void restoreState(JsonNode state) {
        AdsState restored = AdsState.fromJson(state, null, world.known());
        synchronized (lock) {
            world.replace(restored);
        }
    }

    /** The members in files of {@code folder}, each written again only after it changed. */
    @Override
    public JsonNode saveState(dev.starling.sandbox.spi.StateFolder folder) throws java.io.IOException {
        synchronized (lock) {
            return world.state().save(folder, world.now());
        }
    }

    @Override
    public void loadState(JsonNode state, dev.starling.sandbox.spi.StateFolder folder) {
        AdsState restored = AdsState.fromJson(state, folder, world.known());
        synchronized (lock) {
            world.replace(restored);
        }
    }

    @Override
    public void reset() {
        synchronized (lock) {
            world.reset();
        }
        uploadLimiter.clear();
        totalCountLimiter.clear();
        limitAccountReads(RateLimiter.ACCOUNT_READ_LIMIT, RateLimiter.ACCOUNT_READ_WINDOW);
    }
}
