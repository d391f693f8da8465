package dev.starling.sandbox.v2;

import dev.starling.sandbox.http.SandboxRequest;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The {@code *.fields} and {@code expansions} of one request, validated against X's enumerations.
 * Each set holds only what was asked, by the sandbox's names (OpenAPI 2.167's {@code post.fields},
 * {@code note_post} or {@code referenced_posts} are read as {@code tweet.fields}, {@code note_tweet}
 * and {@code referenced_tweets.id}); {@code naming} says which names the answer uses. Defaults are
 * added when rendering.
 */
public record FieldSelection(Set<String> tweetFields, Set<String> userFields, Set<String> mediaFields,
                             Set<String> pollFields, Set<String> placeFields, Set<String> expansions, Naming naming) {

    /** The kind of object an endpoint returns as {@code data}: it decides which expansions are valid. */
    public enum Primary {
        TWEET(List.of("tweet.fields", "expansions", "media.fields", "poll.fields", "user.fields", "place.fields",
                "post.fields"), "expansions.tweet", FieldCatalog.TWEET_EXPANSIONS),
        USER(List.of("user.fields", "expansions", "tweet.fields", "post.fields"), "expansions.user",
                FieldCatalog.USER_EXPANSIONS);

        private final List<String> parameters;
        private final String expansionGroup;
        private final List<String> expansions;

        Primary(List<String> parameters, String expansionGroup, List<String> expansions) {
            this.parameters = parameters;
            this.expansionGroup = expansionGroup;
            this.expansions = expansions;
        }

        /** The field and expansion parameter names endpoints of this kind accept, in X's order, then 2.167's. */
        public List<String> parameters() {
            return parameters;
        }
    }

    public static FieldSelection none() {
        return new FieldSelection(Set.of(), Set.of(), Set.of(), Set.of(), Set.of(), Set.of(), Naming.SPEC);
    }

    public boolean expands(String expansion) {
        return expansions.contains(expansion);
    }

    /**
     * The selection that field parameters given as a map ({@code tweet.fields} to {@code created_at,lang})
     * make, as when they were saved with a stream link; bad values are left out.
     */
    public static FieldSelection of(Map<String, String> parameters, Primary primary) {
        Map<String, List<String>> query = new java.util.LinkedHashMap<>();
        parameters.forEach((name, value) -> query.put(name, List.of(value)));
        SandboxRequest request = new SandboxRequest("GET", java.net.URI.create("http://127.0.0.1/"), "/", query, Map.of(),
                Map.of(), new byte[0], Map.of(), "127.0.0.1");
        return parse(request, primary, new ArrayList<>());
    }

    /** Parses the field parameters of {@code primary}, adding a parameter error per bad value. */
    public static FieldSelection parse(SandboxRequest request, Primary primary, List<Problems.ParameterError> errors) {
        boolean tweetData = primary == Primary.TWEET;
        Set<String> tweetFields = new LinkedHashSet<>(values(request, "tweet.fields", "tweet.fields",
                FieldCatalog.TWEET_FIELDS, errors));
        tweetFields.addAll(values(request, "post.fields", "tweet.fields", FieldCatalog.TWEET_FIELDS, errors));
        return new FieldSelection(Set.copyOf(tweetFields),
                values(request, "user.fields", "user.fields", FieldCatalog.USER_FIELDS, errors),
                tweetData ? values(request, "media.fields", "media.fields", FieldCatalog.MEDIA_FIELDS, errors) : Set.of(),
                tweetData ? values(request, "poll.fields", "poll.fields", FieldCatalog.POLL_FIELDS, errors) : Set.of(),
                tweetData ? values(request, "place.fields", "place.fields", FieldCatalog.PLACE_FIELDS, errors) : Set.of(),
                values(request, "expansions", primary.expansionGroup, primary.expansions, errors),
                Naming.of(request));
    }

    /**
     * X rejects query parameters an endpoint does not define ("The query parameter [x] is not one
     * of [...]"). OAuth 1.0a parameters sent in the query string are part of the signature, not of
     * the endpoint, so they are let through.
     */
    public static void rejectUnknownParameters(SandboxRequest request, List<String> allowed,
                                               List<Problems.ParameterError> errors) {
        for (Map.Entry<String, List<String>> entry : request.query().entrySet()) {
            String name = entry.getKey();
            if (!allowed.contains(name) && !name.startsWith("oauth_")) {
                errors.add(new Problems.ParameterError(Map.of(name, List.copyOf(entry.getValue())),
                        "The query parameter [" + name + "] is not one of [" + String.join(",", allowed) + "]"));
            }
        }
    }

    /** The values of one parameter, by the sandbox's names ({@code group} of the field list says how to read 2.167's). */
    private static Set<String> values(SandboxRequest request, String parameter, String group, List<String> allowed,
                                      List<Problems.ParameterError> errors) {
        List<String> raw = request.query().get(parameter);
        if (raw == null) {
            return Set.of();
        }
        Set<String> chosen = new LinkedHashSet<>();
        List<String> parts = new ArrayList<>();
        for (String value : raw) {
            parts.addAll(List.of(value.split(",", -1)));
        }
        if (parts.stream().allMatch(String::isBlank)) {
            errors.add(Problems.canNotBeEmpty(parameter));
            return Set.of();
        }
        for (String part : parts) {
            String name = part.trim();
            if (allowed.contains(name)) {
                chosen.add(FieldCatalog.canonical(group, name));
            } else {
                errors.add(Problems.notOneOf(parameter, name, allowed));
            }
        }
        return Set.copyOf(chosen);
    }
}
