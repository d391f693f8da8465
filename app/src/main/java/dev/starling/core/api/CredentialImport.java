package dev.starling.core.api;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import dev.starling.core.api.http.ApiUrls;
import dev.starling.core.api.account.OAuthClient;
import dev.starling.core.api.error.ApiException;
import dev.starling.core.api.error.UnreadableAnswer;
import dev.starling.core.api.http.ApiRequest;
import dev.starling.core.api.http.ApiResponse;
import dev.starling.core.api.http.Auth;
import dev.starling.core.api.http.OAuth1Credentials;
import dev.starling.core.api.oauth2.OAuth2Tokens;
import dev.starling.core.auth.CredentialVault;
import dev.starling.core.auth.Secret;
import dev.starling.core.config.ApiEnvironment;
import dev.starling.core.text.BundleText;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Brings in credentials other tools keep: every profile and bearer token of twurl's {@code ~/.twurlrc},
 * every app and user of xurl's {@code ~/.xurl} (OAuth 2.0 tokens, OAuth 1.0a tokens, bearer tokens,
 * the app's OAuth 2.0 client). {@link #read} only reads (the files are never written) and
 * {@link #plan} says what would happen to each item, so a preview shows it before anything is stored.
 */
public final class CredentialImport {

    /** Which tool's file. */
    public enum Source { TWURL, XURL }

    /** What an item is. */
    public enum Kind { OAUTH1_ACCOUNT, OAUTH2_ACCOUNT, BEARER_TOKEN, OAUTH2_CLIENT }

    /**
     * One credential found in the file. Public parts only in {@code toString}.
     *
     * @param name the screen name, or the app's name
     * @param appKey the consumer key (OAuth 1.0a, bearer) or client id (OAuth 2.0) it belongs to, or null
     */
    public record Item(Kind kind, String name, String appKey, Secret token, Secret secret, Secret refresh,
                       Instant expires) {
        @Override
        public String toString() {
            return "Item[" + kind + ", " + name + ", " + appKey + "]";
        }
    }

    /** An item with what importing it would do: import it, or skip it and why (bundle words). */
    public record Step(Item item, boolean imports, BundleText what) {
    }

    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

    private CredentialImport() {
    }

    /** The file each tool keeps by default in the home folder. */
    public static Path defaultFile(Source source, Path home) {
        return home.resolve(source == Source.TWURL ? ".twurlrc" : ".xurl");
    }

    /**
     * Every credential in the file, read only.
     *
     * @throws IOException when the file cannot be read
     * @throws IllegalArgumentException when it is not that tool's YAML (the message names the file only)
     */
    public static List<Item> read(Source source, Path file) throws IOException {
        JsonNode root;
        try {
            root = YAML.readTree(Files.readAllBytes(file));
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            // The parser's message could quote a secret: name the file only.
            throw new IllegalArgumentException(file + " is not a YAML file");
        }
        if (root == null || !root.isObject()) {
            throw new IllegalArgumentException(file + " holds no " + (source == Source.TWURL ? "profiles" : "apps"));
        }
        return source == Source.TWURL ? twurl(root) : xurl(root);
    }

    /** twurl: {@code profiles: {screen_name: {consumer_key: {username, consumer_key, consumer_secret, token, secret}}}}, {@code bearer_tokens: {consumer_key: token}}. */
    private static List<Item> twurl(JsonNode root) {
        List<Item> items = new ArrayList<>();
        for (Map.Entry<String, JsonNode> profile : fields(root.path("profiles"))) {
            for (Map.Entry<String, JsonNode> app : fields(profile.getValue())) {
                JsonNode value = app.getValue();
                items.add(new Item(Kind.OAUTH1_ACCOUNT, value.path("username").asText(profile.getKey()),
                        value.path("consumer_key").asText(app.getKey()), secret(value, "token"),
                        secret(value, "secret"), null, null));
            }
        }
        for (Map.Entry<String, JsonNode> bearer : fields(root.path("bearer_tokens"))) {
            items.add(new Item(Kind.BEARER_TOKEN, bearer.getKey(), bearer.getKey(),
                    Secret.ofNullable(bearer.getValue().asText()), null, null, null));
        }
        return items;
    }

    /** xurl: {@code apps: {name: {client_id, client_secret, oauth2_tokens: {user: {oauth2: {...}}}, oauth1_token, bearer_token}}}. */
    private static List<Item> xurl(JsonNode root) {
        List<Item> items = new ArrayList<>();
        for (Map.Entry<String, JsonNode> app : fields(root.path("apps"))) {
            JsonNode value = app.getValue();
            String clientId = value.path("client_id").asText("");
            if (!clientId.isEmpty()) {
                items.add(new Item(Kind.OAUTH2_CLIENT, app.getKey(), clientId, null, secret(value, "client_secret"),
                        null, null));
            }
            for (Map.Entry<String, JsonNode> user : fields(value.path("oauth2_tokens"))) {
                JsonNode tokens = user.getValue().path("oauth2");
                long expires = tokens.path("expiration_time").asLong(0);
                items.add(new Item(Kind.OAUTH2_ACCOUNT, user.getKey(), clientId.isEmpty() ? null : clientId,
                        secret(tokens, "access_token"), null, secret(tokens, "refresh_token"),
                        expires > 0 ? Instant.ofEpochSecond(expires) : null));
            }
            JsonNode oauth1 = value.path("oauth1_token").path("oauth1");
            if (oauth1.isObject()) {
                items.add(new Item(Kind.OAUTH1_ACCOUNT, app.getKey(), oauth1.path("consumer_key").asText(null),
                        secret(oauth1, "access_token"), secret(oauth1, "token_secret"), null, null));
            }
            JsonNode bearer = value.path("bearer_token").path("bearer");
            if (bearer.isTextual()) {
                items.add(new Item(Kind.BEARER_TOKEN, app.getKey(), null, Secret.ofNullable(bearer.asText()), null,
                        null, null));
            }
        }
        return items;
    }

    /**
     * What importing each item into {@code environment} would do. OAuth 1.0a tokens and bearer tokens
     * work only with the app (consumer key) they were made for; an OAuth 2.0 client is taken only when
     * the environment has none; OAuth 2.0 tokens need the environment's client to be the app's.
     */
    public static List<Step> plan(List<Item> items, ApiEnvironment environment) {
        List<Step> steps = new ArrayList<>();
        String consumerKey = environment.consumerKey();
        String clientId = environment.oauth2Client() == null ? null : environment.oauth2Client().clientId();
        String importedClient = items.stream().filter(item -> item.kind() == Kind.OAUTH2_CLIENT).map(Item::appKey)
                .findFirst().orElse(null);
        for (Item item : items) {
            steps.add(switch (item.kind()) {
                case OAUTH1_ACCOUNT -> item.token() == null || item.secret() == null
                        ? skip(item, "import.skip.incomplete")
                        : Objects.equals(item.appKey(), consumerKey) ? take(item, "import.take.oauth1", item.name())
                        : skip(item, "import.skip.otherApp", item.appKey(), String.valueOf(consumerKey));
                case BEARER_TOKEN -> item.token() == null ? skip(item, "import.skip.incomplete")
                        : item.appKey() == null || Objects.equals(item.appKey(), consumerKey)
                        ? take(item, "import.take.bearer", item.name())
                        : skip(item, "import.skip.otherApp", item.appKey(), String.valueOf(consumerKey));
                case OAUTH2_CLIENT -> clientId == null && environment.kind() != dev.starling.core.config.EnvironmentKind.SANDBOX
                        ? take(item, "import.take.client", item.appKey(), item.secret() == null ? 0 : 1)
                        : skip(item, "import.skip.clientSet", String.valueOf(clientId));
                case OAUTH2_ACCOUNT -> item.token() == null ? skip(item, "import.skip.incomplete")
                        : item.appKey() != null && !item.appKey().equals(clientId == null ? importedClient : clientId)
                        ? skip(item, "import.skip.otherApp", item.appKey(), String.valueOf(clientId))
                        : take(item, "import.take.oauth2", item.name(), item.refresh() == null ? 0 : 1);
            });
        }
        return steps;
    }

    private static Step take(Item item, String key, Object... args) {
        return new Step(item, true, BundleText.of(key, args));
    }

    private static Step skip(Item item, String key, Object... args) {
        return new Step(item, false, BundleText.of(key, args));
    }

    /**
     * Stores what the plan imports: accounts (who each is, from {@code GET /2/users/me} with its own
     * token), the bearer token, the OAuth 2.0 client (through {@code saveClient}). Returns the words
     * of what was done, one per imported item. OAuth 2.0 accounts keep "scopes unknown" (the tools
     * store none) until their next refresh.
     */
    public static List<BundleText> apply(List<Step> steps, ApiServices api, CredentialVault vault,
                                         java.util.function.BiConsumer<String, Secret> saveClient) {
        List<BundleText> done = new ArrayList<>();
        ApiEnvironment environment = api.environment();
        for (Step step : steps) {
            if (!step.imports()) {
                continue;
            }
            Item item = step.item();
            switch (item.kind()) {
                case OAUTH2_CLIENT -> saveClient.accept(item.appKey(), item.secret());
                case BEARER_TOKEN -> vault.write(api.bearer().vaultKey(), item.token());
                case OAUTH1_ACCOUNT -> {
                    Auth.OAuth1 auth = Auth.OAuth1.of(OAuth1Credentials.app(environment.consumerKey(),
                            environment.consumerSecret()).withToken(item.token().reveal(), item.secret()));
                    JsonNode me = me(api, auth);
                    api.accounts().add(new OAuthClient.AccessToken(item.token().reveal(), item.secret(),
                            me.path("id").asText(), me.path("username").asText()));
                }
                case OAUTH2_ACCOUNT -> {
                    JsonNode me = me(api, new Auth.OAuth2(item.token(), null));
                    Instant expires = item.expires() != null ? item.expires() : Instant.now().plusSeconds(7200);
                    api.accounts().addOAuth2(me.path("id").asText(), me.path("username").asText(),
                            new OAuth2Tokens(item.token(), item.refresh(), expires, List.of()));
                }
            }
            done.add(step.what());
        }
        return done;
    }

    private static JsonNode me(ApiServices api, Auth auth) {
        ApiResponse answer = api.http().execute(ApiRequest.get(ApiUrls.resolve(api.environment().apiBase(), "2/users/me"),
                auth));
        try {
            return new ObjectMapper().readTree(answer.body()).path("data");
        } catch (IOException e) {
            throw new ApiException(UnreadableAnswer.notJson(answer.status()));
        }
    }

    private static Secret secret(JsonNode node, String field) {
        return node.path(field).isTextual() ? Secret.ofNullable(node.path(field).asText()) : null;
    }

    private static List<Map.Entry<String, JsonNode>> fields(JsonNode node) {
        List<Map.Entry<String, JsonNode>> list = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
            list.add(it.next());
        }
        return list;
    }
}
