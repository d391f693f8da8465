package dev.starling.core.publish;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.core.api.ApiServices;
import dev.starling.core.api.http.ApiUrls;
import dev.starling.core.api.account.Account;
import dev.starling.core.api.account.NotSignedInException;
import dev.starling.core.api.error.ApiException;
import dev.starling.core.api.error.UnreadableAnswer;
import dev.starling.core.api.http.ApiRequest;
import dev.starling.core.api.http.ApiResponse;
import dev.starling.core.api.http.Auth;
import dev.starling.core.api.oauth2.EndpointSecurity;
import dev.starling.core.config.PriceTable;
import dev.starling.core.text.BundleText;
import java.io.IOException;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Writing as the default account of the active environment: posts (replies, quotes, community posts,
 * paid partnerships, edits), deletes, likes and follows, each checked with {@link PublishingRules}
 * and with what the account's credentials may call ({@link EndpointSecurity}) before anything is
 * sent. Keeps the cost of this session's sends from the price table. Blocking: call off the FX thread.
 */
public final class PostService {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String TARGET_FIELDS = "author_id,created_at,entities,referenced_tweets,edit_controls,"
            + "edit_history_tweet_ids";

    private final Supplier<ApiServices> api;
    private final Supplier<PriceTable> prices;
    private final Clock clock;
    private final EndpointSecurity security = EndpointSecurity.bundled();
    private final PostDrafts drafts;
    private BigDecimal sessionTotal = BigDecimal.ZERO;

    public PostService(Supplier<ApiServices> api, Supplier<PriceTable> prices, Clock clock) {
        this(api, prices, clock, null);
    }

    /** @param drafts where drafts are kept on this computer, or null for none */
    public PostService(Supplier<ApiServices> api, Supplier<PriceTable> prices, Clock clock, PostDrafts drafts) {
        this.api = api;
        this.prices = prices;
        this.clock = clock;
        this.drafts = drafts;
    }

    /** The drafts kept on this computer. */
    public PostDrafts drafts() {
        if (drafts == null) {
            throw new IllegalStateException("this post service keeps no drafts");
        }
        return drafts;
    }

    /** A draft with what it would be: its problems (none: it can be sent), its length against the limit and its cost. */
    public record Prepared(PostDraft draft, PostingContext context, List<BundleText> problems, int length,
                           BigDecimal cost) {
        public boolean sendable() {
            return problems.isEmpty();
        }
    }

    /** A post X created: its id, text and versions so far ({@code edit_history_tweet_ids}). */
    public record SentPost(String id, String text, List<String> editHistory) {
    }

    /** One version of an edited post, oldest first. */
    public record Version(String id, String text, Instant createdAt) {
    }

    /** Who writes: the account's user id, username, and whether its subscription allows long posts and edits. */
    public record Author(String userId, String username, boolean subscribed) {
        /** The length limit of this author's posts: 280, or 25,000 with a subscription. */
        public int limit() {
            return PostText.limit(subscribed);
        }
    }

    /**
     * A post as X shows it to its author now: its text, versions ({@code edit_history_tweet_ids}, oldest
     * first) and X's {@code edit_controls} (null when X did not say).
     */
    public record Published(String id, String authorId, String text, List<String> editHistory,
                            TargetPost.EditControls editControls, Instant createdAt) {
    }

    /** The accounts of the active environment that can write posts: signed in, and with the scope to post. */
    public List<Account> writers() {
        ApiServices services = api.get();
        return services.accounts().list().stream().filter(account -> !account.needsSignIn())
                .filter(account -> credentialProblem(account, "POST", "/2/tweets").isEmpty()).toList();
    }

    /** The author behind an account (null: the default account), from {@code GET /2/users/me}. */
    public Author author(Account account) {
        ApiServices services = api.get();
        JsonNode me = get(services, "2/users/me", Map.of("user.fields", "subscription_type"), auth(services, account))
                .path("data");
        String subscription = me.path("subscription_type").asText("None");
        return new Author(me.path("id").asText(), me.path("username").asText(),
                !subscription.isEmpty() && !"None".equalsIgnoreCase(subscription));
    }

    /** Reads what the rules need (the author's subscription, the posts referred to) and checks the draft. */
    public Prepared prepare(PostDraft draft) {
        return prepare(draft, null);
    }

    /** As {@link #prepare(PostDraft)}, writing as {@code account} (null: the default account). */
    public Prepared prepare(PostDraft draft, Account account) {
        PostingContext context = context(draft, account);
        List<BundleText> problems = new ArrayList<>(PublishingRules.problems(draft, context));
        credentialProblem(chosen(api.get(), account).orElse(null), "POST", "/2/tweets").ifPresent(problems::add);
        return new Prepared(draft, context, problems, PostText.length(draft.text()), cost(draft));
    }

    /** What the rules need to check the draft as {@code account} (null: the default account) writes it, now. */
    public PostingContext context(PostDraft draft, Account account) {
        ApiServices services = api.get();
        Auth auth = auth(services, account);
        Author author = author(account);
        return new PostingContext(author.userId(), author.username(), author.subscribed(), services.environment().tier(),
                target(services, draft.replyTo(), auth), target(services, draft.quote(), auth),
                target(services, draft.editOf(), auth), clock.instant());
    }

    /** Why {@code account} (null: the default) cannot post with its credentials, or empty when it can (or X will say). */
    public Optional<BundleText> postingProblem(Account account) {
        return credentialProblem(chosen(api.get(), account).orElse(null), "POST", "/2/tweets");
    }

    /**
     * Sends the draft ({@code POST /2/tweets}).
     *
     * @throws PublishRefused when a rule or the credentials forbid it (nothing was sent)
     */
    public SentPost send(PostDraft draft) {
        return send(draft, null);
    }

    /** As {@link #send(PostDraft)}, as {@code account} (null: the default account). */
    public SentPost send(PostDraft draft, Account account) {
        Prepared prepared = prepare(draft, account);
        if (!prepared.sendable()) {
            throw new PublishRefused(prepared.problems());
        }
        ApiServices services = api.get();
        JsonNode answer = execute(services, ApiRequest.postJson(ApiUrls.resolve(services.environment().apiBase(),
                "2/tweets"), body(draft), auth(services, account))).path("data");
        add(prepared.cost());
        List<String> history = new ArrayList<>();
        answer.path("edit_history_tweet_ids").forEach(id -> history.add(id.asText()));
        return new SentPost(answer.path("id").asText(), answer.path("text").asText(), history);
    }

    /** Deletes a post of the account ({@code DELETE /2/tweets/:id}); true when X says it is deleted. */
    public boolean delete(String postId) {
        return delete(postId, null);
    }

    /** As {@link #delete(String)}, as {@code account} (null: the default account). */
    public boolean delete(String postId, Account account) {
        ApiServices services = api.get();
        refuseIf(credentialProblem(chosen(services, account).orElse(null), "DELETE", "/2/tweets/{id}"));
        JsonNode answer = execute(services, new ApiRequest("DELETE", ApiUrls.resolve(services.environment().apiBase(),
                "2/tweets/" + postId), null, auth(services, account), false));
        add(prices.get().price(PriceTable.Operation.DELETE));
        return answer.path("data").path("deleted").asBoolean();
    }

    /** The post as X shows it now, as {@code account} (null: the default account) reads it; empty once deleted. */
    public Optional<Published> published(String postId, Account account) {
        ApiServices services = api.get();
        JsonNode post = get(services, "2/tweets/" + postId, Map.of("tweet.fields", TARGET_FIELDS),
                auth(services, account)).path("data");
        if (post.isMissingNode() || post.isNull()) {
            return Optional.empty();
        }
        List<String> history = new ArrayList<>();
        post.path("edit_history_tweet_ids").forEach(id -> history.add(id.asText()));
        return Optional.of(new Published(post.path("id").asText(), post.path("author_id").asText(),
                post.path("text").asText(), history, editControls(post.path("edit_controls")),
                post.hasNonNull("created_at") ? Instant.parse(post.path("created_at").asText()) : null));
    }

    /** The versions of a post, oldest first, from its {@code edit_history_tweet_ids}. */
    public List<Version> versions(String postId) {
        return versions(postId, null);
    }

    /** As {@link #versions(String)}, as {@code account} (null: the default account) reads them. */
    public List<Version> versions(String postId, Account account) {
        ApiServices services = api.get();
        Auth auth = auth(services, account);
        JsonNode post = get(services, "2/tweets/" + postId, Map.of("tweet.fields", "edit_history_tweet_ids"), auth)
                .path("data");
        List<String> ids = new ArrayList<>();
        post.path("edit_history_tweet_ids").forEach(id -> ids.add(id.asText()));
        if (ids.isEmpty()) {
            ids.add(postId);
        }
        JsonNode found = get(services, "2/tweets", Map.of("ids", String.join(",", ids), "tweet.fields", "created_at"),
                auth).path("data");
        Map<String, Version> byId = new HashMap<>();
        found.forEach(item -> byId.put(item.path("id").asText(), new Version(item.path("id").asText(),
                item.path("text").asText(), Instant.parse(item.path("created_at").asText()))));
        return ids.stream().map(byId::get).filter(java.util.Objects::nonNull).toList();
    }

    public boolean like(String postId) {
        return relation("like", "POST", "/2/users/{id}/likes", "likes", Map.of("tweet_id", postId), "liked",
                PriceTable.Operation.LIKE);
    }

    public boolean unlike(String postId) {
        return relation("unlike", "DELETE", "/2/users/{id}/likes/{tweet_id}", "likes/" + postId, null, "liked",
                null);
    }

    public boolean follow(String targetUserId) {
        return relation("follow", "POST", "/2/users/{id}/following", "following",
                Map.of("target_user_id", targetUserId), "following", PriceTable.Operation.FOLLOW);
    }

    public boolean unfollow(String targetUserId) {
        return relation("unfollow", "DELETE", "/2/users/{source_user_id}/following/{target_user_id}",
                "following/" + targetUserId, null, "following", null);
    }

    /** What this session's sends cost so far, by the price table. */
    public synchronized BigDecimal sessionTotal() {
        return sessionTotal;
    }

    /** What sending the draft would cost: a post, or a post with a URL (an edit is billed as a post). */
    public BigDecimal cost(PostDraft draft) {
        return cost(draft, prices.get());
    }

    /** What sending the draft costs by {@code table}: the one rule the window and the command line price by. */
    public static BigDecimal cost(PostDraft draft, PriceTable table) {
        return table.price(PostText.hasUrl(draft.text()) ? PriceTable.Operation.POST_WITH_URL
                : PriceTable.Operation.POST);
    }

    /**
     * Why the default account cannot like or follow here, said before anything is sent: the access tier
     * (X removed likes and follows from self-serve tiers), or empty when it can (or only X can tell).
     *
     * @param action {@code like} or {@code follow}, as the words say it
     */
    public Optional<BundleText> relationProblem(String action) {
        return PublishingRules.likeFollow(api.get().environment().tier(), action);
    }

    private synchronized void add(BigDecimal cost) {
        sessionTotal = sessionTotal.add(cost);
    }

    private boolean relation(String action, String method, String template, String suffix, Map<String, String> body,
                             String field, PriceTable.Operation billed) {
        ApiServices services = api.get();
        List<BundleText> problems = new ArrayList<>();
        relationProblem(action).ifPresent(problems::add);
        credentialProblem(services.accounts().defaultAccount().orElse(null), method, template).ifPresent(problems::add);
        if (!problems.isEmpty()) {
            throw new PublishRefused(problems);
        }
        Account account = services.accounts().defaultAccount().filter(found -> !found.needsSignIn())
                .orElseThrow(NotSignedInException::new);
        String path = "2/users/" + account.userId() + "/" + suffix;
        Auth auth = services.accounts().userAuth(account);
        ApiRequest request = body == null
                ? new ApiRequest("DELETE", ApiUrls.resolve(services.environment().apiBase(), path), null, auth, false)
                : ApiRequest.postJson(ApiUrls.resolve(services.environment().apiBase(), path), json(body), auth);
        JsonNode answer = execute(services, request);
        if (billed != null) {
            add(prices.get().price(billed));
        }
        return answer.path("data").path(field).asBoolean();
    }

    private Optional<BundleText> credentialProblem(Account account, String method, String path) {
        if (account == null || (account.kind() == Account.Kind.OAUTH2 && account.scopes().isEmpty())) {
            // No account, or an imported OAuth 2.0 token whose scopes are unknown: X will say.
            return Optional.empty();
        }
        EndpointSecurity.Credentials credentials = account.kind() == Account.Kind.OAUTH2
                ? new EndpointSecurity.Credentials.OAuth2User(new java.util.HashSet<>(account.scopes()))
                : new EndpointSecurity.Credentials.OAuth1User();
        return security.refusal(method, path, credentials);
    }

    /** The account chosen, or the default one. */
    private static Optional<Account> chosen(ApiServices services, Account account) {
        return account != null ? Optional.of(account) : services.accounts().defaultAccount();
    }

    /** How to sign as {@code account}, or as the default account when null. */
    private static Auth auth(ApiServices services, Account account) {
        if (account == null) {
            return services.accounts().defaultUserAuth();
        }
        if (account.needsSignIn()) {
            throw new NotSignedInException();
        }
        return services.accounts().userAuth(account);
    }

    private static TargetPost.EditControls editControls(JsonNode controls) {
        return controls.isObject() ? new TargetPost.EditControls(
                controls.hasNonNull("editable_until") ? Instant.parse(controls.path("editable_until").asText()) : null,
                controls.path("edits_remaining").asInt(0), controls.path("is_edit_eligible").asBoolean(true)) : null;
    }

    private static void refuseIf(Optional<BundleText> problem) {
        problem.ifPresent(text -> {
            throw new PublishRefused(List.of(text));
        });
    }

    /** The post a draft refers to, as the rules need it; null for none. */
    private TargetPost target(ApiServices services, String id, Auth auth) {
        if (id == null) {
            return null;
        }
        JsonNode answer = get(services, "2/tweets/" + id, Map.of("tweet.fields", TARGET_FIELDS,
                "expansions", "referenced_tweets.id"), auth);
        JsonNode post = answer.path("data");
        if (post.isMissingNode() || post.isNull()) {
            throw new PublishRefused(List.of(BundleText.of("publish.rule.noSuchPost", id)));
        }
        List<String> mentionIds = new ArrayList<>();
        List<String> mentionNames = new ArrayList<>();
        post.path("entities").path("mentions").forEach(mention -> {
            if (mention.has("id")) {
                mentionIds.add(mention.path("id").asText());
            }
            mentionNames.add(mention.path("username").asText());
        });
        Map<String, String> includedAuthors = new LinkedHashMap<>();
        answer.path("includes").path("tweets").forEach(item -> includedAuthors.put(item.path("id").asText(),
                item.path("author_id").asText()));
        List<String> quotedAuthors = new ArrayList<>();
        post.path("referenced_tweets").forEach(reference -> {
            if ("quoted".equals(reference.path("type").asText())) {
                Optional.ofNullable(includedAuthors.get(reference.path("id").asText())).ifPresent(quotedAuthors::add);
            }
        });
        TargetPost.EditControls edit = editControls(post.path("edit_controls"));
        return new TargetPost(post.path("id").asText(), post.path("author_id").asText(), mentionIds, mentionNames,
                quotedAuthors, edit, post.hasNonNull("created_at") ? Instant.parse(post.path("created_at").asText()) : null);
    }

    static byte[] body(PostDraft draft) {
        ObjectNode body = JSON.createObjectNode();
        body.put("text", draft.text());
        if (draft.replyTo() != null) {
            body.putObject("reply").put("in_reply_to_tweet_id", draft.replyTo());
        }
        if (draft.quote() != null) {
            body.put("quote_tweet_id", draft.quote());
        }
        if (draft.communityId() != null) {
            body.put("community_id", draft.communityId());
            if (draft.shareWithFollowers()) {
                body.put("share_with_followers", true);
            }
        }
        if (draft.paidPartnership()) {
            body.put("paid_partnership", true);
        }
        if (draft.editOf() != null) {
            body.putObject("edit_options").put("previous_post_id", draft.editOf());
        }
        return body.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8);
    }

    private static byte[] json(Map<String, String> fields) {
        ObjectNode body = JSON.createObjectNode();
        fields.forEach(body::put);
        return body.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8);
    }

    private static JsonNode get(ApiServices services, String path, Map<String, String> query, Auth auth) {
        return execute(services, ApiRequest.get(ApiUrls.resolve(services.environment().apiBase(), path, query), auth));
    }

    private static JsonNode execute(ApiServices services, ApiRequest request) {
        ApiResponse response = services.http().execute(request);
        try {
            return JSON.readTree(response.body());
        } catch (IOException e) {
            throw new ApiException(UnreadableAnswer.notJson(response.status()));
        }
    }
}
