package dev.starling.core.api.ads;

import dev.starling.core.api.http.ApiHttp;
import dev.starling.core.api.ApiServices;
import dev.starling.core.api.http.ApiUrls;
import dev.starling.core.api.account.NotSignedInException;
import dev.starling.core.api.http.ApiRequest;
import dev.starling.core.api.http.ApiResponse;
import dev.starling.core.api.http.Auth;
import dev.starling.core.text.BundleText;
import dev.starling.core.text.Worded;
import java.net.URI;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The audience-manager part of the X Ads API: ad accounts, custom audiences, their permissions
 * ({@code /12/} and {@code /5/}), targeted campaigns and do-not-reach lists. Every call is signed
 * with OAuth 1.0a as the signed-in user; failures are {@link dev.starling.core.api.error.ApiException}s
 * whose user message carries the API's own explanation. Blocking: call from a background task.
 */
public final class AdsClient {

    /** Upper bound on pages followed when a caller wants a whole list (1000 items a page). */
    static final int MAX_PAGES = 20;

    private final Supplier<ApiHttp> http;
    private final Supplier<URI> base;
    private final Supplier<Auth.OAuth1> signer;

    /**
     * @param signer how to sign each call; throws {@link NotSignedInException} when nobody is signed in
     */
    public AdsClient(ApiHttp http, URI base, Supplier<Auth.OAuth1> signer) {
        this(() -> http, () -> requireBase(base), signer);
        requireBase(base);
    }

    private AdsClient(Supplier<ApiHttp> http, Supplier<URI> base, Supplier<Auth.OAuth1> signer) {
        this.http = http;
        this.base = base;
        this.signer = signer;
    }

    /** Signed as the environment's default account, read at each call (sign-in and sign-out apply at once). */
    public static AdsClient signedIn(ApiServices services) {
        return following(() -> services);
    }

    /**
     * Follows whichever services {@code services} gives at each call (the active environment's):
     * its HTTP client, its Ads base address and its signed-in default account.
     */
    public static AdsClient following(Supplier<ApiServices> services) {
        return new AdsClient(() -> services.get().http(), () -> requireBase(services.get().environment().adsApiBase()),
                () -> services.get().accounts().signedInAuth());
    }

    /** The one check that an environment has an Ads API address: every Ads client is reached through this class. */
    private static URI requireBase(URI base) {
        if (base == null) {
            throw new NoAdsBase();
        }
        return base;
    }

    /** The environment has no Ads API base address: said in words for the window and the command line. */
    public static final class NoAdsBase extends IllegalArgumentException implements Worded {

        NoAdsBase() {
            super("ads.noBaseAddress", null);
        }

        @Override
        public BundleText text() {
            return BundleText.of("ads.noBaseAddress");
        }
    }

    // --- accounts ----------------------------------------------------------------------------

    /** Every ad account the user may act for. */
    public List<AdAccount> accounts() {
        List<AdAccount> all = new ArrayList<>();
        String cursor = null;
        for (int page = 0; page < MAX_PAGES; page++) {
            Map<String, String> params = params("count", "1000", "cursor", cursor);
            Page<AdAccount> found = AdsJson.page(get("/12/accounts", params), AdsJson::account);
            all.addAll(found.data());
            if (!found.hasNext()) {
                break;
            }
            cursor = found.nextCursor();
        }
        return all;
    }

    // --- custom audiences --------------------------------------------------------------------

    public Page<CustomAudience> audiences(String accountId, AudienceQuery query) {
        Map<String, String> params = params("count", Integer.toString(query.count()), "cursor", query.cursor(),
                "q", query.namePrefix(), "permission_scope", query.scope().name(),
                "with_deleted", query.withDeleted() ? "true" : null);
        // The scope proves ownership when X's records leave out is_owner and owner_account_id.
        Boolean ownedByScope = query.scope() == AudienceScope.OWNER;
        return AdsJson.page(get(audiencesPath(accountId), params),
                node -> AdsJson.audience(node, accountId, ownedByScope));
    }

    public CustomAudience audience(String accountId, String audienceId, boolean withDeleted) {
        return AdsJson.single(get(ApiUrls.path(AUDIENCE, accountId, audienceId),
                params("with_deleted", withDeleted ? "true" : null)), node -> AdsJson.audience(node, accountId, null));
    }

    /** Creates an empty CRM audience; names are unique per account (the API refuses duplicates). */
    public CustomAudience createAudience(String accountId, String name, String description) {
        return AdsJson.single(send("POST", audiencesPath(accountId), params("name", name, "description",
                blankToNull(description))), node -> AdsJson.audience(node, accountId, true));
    }

    /** Changes the name, the description or both (null leaves a field as it is). */
    public CustomAudience updateAudience(String accountId, String audienceId, String name, String description) {
        return AdsJson.single(send("PUT", ApiUrls.path(AUDIENCE, accountId, audienceId),
                params("name", name, "description", description)), node -> AdsJson.audience(node, accountId, null));
    }

    /** Deletes the audience; the answer is the record with {@code deleted} true. */
    public CustomAudience deleteAudience(String accountId, String audienceId) {
        // Only the owner may delete: an accepted delete proves ownership.
        return AdsJson.single(send("DELETE", ApiUrls.path(AUDIENCE, accountId, audienceId), Map.of()),
                node -> AdsJson.audience(node, accountId, true));
    }

    /** The flexible-audience batch endpoint, signed like every other call of this client. */
    public FlexibleAudienceClient flexible() {
        return new FlexibleAudienceClient(http.get(), base.get(), signer);
    }

    /** Keyword volumes ({@code /12/insights/keywords/search}), as this client's account and environment. */
    public KeywordInsightsClient keywordInsights() {
        return new KeywordInsightsClient(http.get(), base.get(), signer);
    }

    // --- permissions -------------------------------------------------------------------------

    /** The audience's active shares (an owner sees all, a grantee only its own). */
    public List<AudiencePermission> permissions(PermissionApi api, String accountId, String audienceId) {
        List<AudiencePermission> all = new ArrayList<>();
        String cursor = null;
        for (int page = 0; page < MAX_PAGES; page++) {
            Page<AudiencePermission> found = AdsJson.page(get(api.path(accountId, audienceId),
                    params("count", "1000", "cursor", cursor)), node -> AdsJson.permission(node, api));
            all.addAll(found.data());
            if (!found.hasNext()) {
                break;
            }
            cursor = found.nextCursor();
        }
        return all;
    }

    /** Shares the audience with another account (only its owner may); granting again changes the level. */
    public AudiencePermission grant(PermissionApi api, String accountId, String audienceId, String grantedAccountId,
                                    PermissionLevel level) {
        return AdsJson.single(send("POST", api.path(accountId, audienceId), params("granted_account_id",
                grantedAccountId, "permission_level", level.name())), node -> AdsJson.permission(node, api));
    }

    public AudiencePermission revoke(PermissionApi api, String accountId, String audienceId, String permissionId) {
        return AdsJson.single(send("DELETE", api.path(accountId, audienceId, permissionId), Map.of()),
                node -> AdsJson.permission(node, api));
    }

    // --- targeted campaigns ------------------------------------------------------------------

    /**
     * @param activeOnly true for servable line items only; false adds the unservable ones
     */
    public Page<TargetedCampaign> targetedCampaigns(String accountId, String audienceId, boolean activeOnly,
                                                    String cursor) {
        return AdsJson.page(get(ApiUrls.path(AUDIENCE + "/targeted", accountId, audienceId),
                params("with_active", Boolean.toString(activeOnly), "cursor", cursor)), AdsJson::campaign);
    }

    // --- do-not-reach lists ------------------------------------------------------------------

    public Page<DoNotReachList> doNotReachLists(String accountId, int count, String cursor) {
        return AdsJson.page(get(ApiUrls.path(LISTS, accountId),
                params("count", Integer.toString(count), "cursor", cursor)), AdsJson::doNotReachList);
    }

    /**
     * Every audience {@code first} selects, reading page after page from its cursor (at most
     * {@value #MAX_PAGES} pages of {@code first.count()}): blocking, for a background task or a command.
     */
    public List<CustomAudience> allAudiences(String accountId, AudienceQuery first) {
        List<CustomAudience> all = new ArrayList<>();
        AudienceQuery query = first;
        for (int page = 0; page < MAX_PAGES; page++) {
            Page<CustomAudience> found = audiences(accountId, query);
            all.addAll(found.data());
            if (!found.hasNext()) {
                break;
            }
            query = query.atCursor(found.nextCursor());
        }
        return all;
    }

    /** Every list of the account (followed over up to {@value #MAX_PAGES} pages of 1000). */
    public List<DoNotReachList> allDoNotReachLists(String accountId) {
        List<DoNotReachList> all = new ArrayList<>();
        String cursor = null;
        for (int page = 0; page < MAX_PAGES; page++) {
            Page<DoNotReachList> found = doNotReachLists(accountId, 1000, cursor);
            all.addAll(found.data());
            if (!found.hasNext()) {
                break;
            }
            cursor = found.nextCursor();
        }
        return all;
    }

    /**
     * Creates an empty list (names are unique per account). The spec leaves this call open; it is
     * shaped like custom-audience creation: {@code name} and {@code description} as query parameters.
     */
    public DoNotReachList createDoNotReachList(String accountId, String name, String description) {
        return AdsJson.single(send("POST", ApiUrls.path(LISTS, accountId), params("name", name,
                "description", blankToNull(description))), AdsJson::doNotReachList);
    }

    /** Deletes the list; the answer is the record with {@code deleted} true. */
    public DoNotReachList deleteDoNotReachList(String accountId, String listId) {
        return AdsJson.single(send("DELETE", ApiUrls.path(LISTS + "/{}", accountId, listId),
                Map.of()), AdsJson::doNotReachList);
    }

    // --- audience uploads --------------------------------------------------------------------

    /**
     * Posts one upload batch (a JSON array of operations) to {@code path}, e.g.
     * {@code /12/accounts/{id}/custom_audiences/{id}/users}. The answer comes back whatever its
     * status: a refused batch carries per-operation errors the caller maps to source rows.
     */
    public ApiResponse upload(String path, byte[] json) {
        return http.get().exchange(ApiRequest.postJson(ApiUrls.resolve(base.get(), path), json, signer.get()));
    }

    // --- plumbing ----------------------------------------------------------------------------

    private static final String AUDIENCES = "/12/accounts/{}/custom_audiences";
    private static final String AUDIENCE = AUDIENCES + "/{}";
    private static final String LISTS = "/12/accounts/{}/do_not_reach_lists";

    private static String audiencesPath(String accountId) {
        return ApiUrls.path(AUDIENCES, accountId);
    }

    private ApiResponse get(String path, Map<String, String> params) {
        return http.get().execute(ApiRequest.get(ApiUrls.resolve(base.get(), path, params), signer.get()));
    }

    /** Writes carry their parameters in the query string, as the Ads API documents; the body stays empty. */
    private ApiResponse send(String method, String path, Map<String, String> params) {
        ApiRequest.Body empty = "GET".equals(method) ? null : new ApiRequest.Body(ApiRequest.FORM, new byte[0]);
        return http.get().execute(new ApiRequest(method, ApiUrls.resolve(base.get(), path, params), empty, signer.get(),
                !"POST".equals(method)));
    }

    /** Name/value pairs, leaving out null values. */
    private static Map<String, String> params(String... namesAndValues) {
        Map<String, String> params = new LinkedHashMap<>();
        for (int i = 0; i + 1 < namesAndValues.length; i += 2) {
            if (namesAndValues[i + 1] != null) {
                params.put(namesAndValues[i], namesAndValues[i + 1]);
            }
        }
        return params;
    }

    private static String blankToNull(String text) {
        return text == null || text.isBlank() ? null : text;
    }
}
