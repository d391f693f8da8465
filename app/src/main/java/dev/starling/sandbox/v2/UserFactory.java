package dev.starling.sandbox.v2;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.sandbox.auth.SandboxUser;
import dev.starling.sandbox.http.Json;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;

/** Generates the world's users: the sign-in users (with their directory ids) and invented ones. */
record UserFactory(Random random, Snowflakes ids, Instant anchor) {

    private static final List<String> VERIFIED_TYPES = List.of("none", "none", "none", "blue", "blue", "business",
            "government");
    private static final List<String> SUBSCRIPTIONS = List.of("None", "Basic", "Premium", "PremiumPlus");

    List<V2User> create(List<SandboxUser> signInUsers, int invented) {
        List<V2User> users = new ArrayList<>();
        Set<String> taken = new HashSet<>();
        for (SandboxUser user : signInUsers) {
            taken.add(user.username().toLowerCase(Locale.ROOT));
            users.add(build(user.id(), user.username(), user.displayName(), "none", randomCreatedAt()));
        }
        while (users.size() < signInUsers.size() + invented) {
            String first = pick(SeedData.FIRST_NAMES);
            String username = first + pick(SeedData.HANDLE_SUFFIXES);
            if (!taken.add(username.toLowerCase(Locale.ROOT))) {
                username = first + "_" + (10 + random.nextInt(90));
                if (!taken.add(username.toLowerCase(Locale.ROOT))) {
                    continue;
                }
            }
            Instant created = randomCreatedAt();
            String name = Character.toUpperCase(first.charAt(0)) + first.substring(1) + " " + pick(SeedData.LAST_NAMES);
            users.add(build(ids.next(created), username, name, pick(VERIFIED_TYPES), created));
        }
        affiliate(users);
        withhold(users.subList(signInUsers.size(), users.size()));
        return users;
    }

    /** Withheld country codes X uses in its examples: a user withheld in some countries carries them. */
    private static final List<List<String>> WITHHELD_IN = List.of(List.of("DE"), List.of("FR", "DE"), List.of("TR"),
            List.of("IN"));

    /**
     * As on X, some users are withheld in some countries ({@code withheld.country_codes}). Chosen by
     * position, not by the random source, so the rest of the world stays what the seed makes it.
     */
    private static void withhold(List<V2User> invented) {
        for (int i = 5; i < invented.size(); i += 17) {
            ArrayNode codes = invented.get(i).json().putObject("withheld").putArray("country_codes");
            WITHHELD_IN.get((i / 17) % WITHHELD_IN.size()).forEach(codes::add);
        }
    }

    private V2User build(String id, String username, String name, String verifiedType, Instant created) {
        ObjectNode json = Json.object();
        json.put("id", id);
        json.put("name", name);
        json.put("username", username);
        json.put("created_at", Snowflakes.iso(created));
        SeedData.Topic topic = pick(SeedData.TOPICS);
        SeedData.PlaceSeed place = pick(SeedData.PLACES);
        TextBuilder bio = new TextBuilder().plain(pick(SeedData.ROLES) + " in " + place.name() + ". Into ")
                .hashtag(pick(topic.hashtags())).plain(" and good coffee " + pick(SeedData.EMOJI));
        json.put("description", bio.text());
        json.put("location", place.fullName());
        String site = "https://" + username.toLowerCase(Locale.ROOT).replace('_', '-') + ".example.com";
        String tco = Snowflakes.tco(random);
        json.put("url", tco);
        ObjectNode entities = json.putObject("entities");
        ObjectNode urlEntity = entities.putObject("url").putArray("urls").addObject();
        urlEntity.put("start", 0).put("end", tco.length()).put("url", tco).put("expanded_url", site)
                .put("display_url", site.substring("https://".length()));
        entities.set("description", bio.entities());
        json.put("profile_image_url", "https://pbs.twimg.com/profile_images/" + id + "/avatar_normal.jpg");
        json.put("profile_banner_url", "https://pbs.twimg.com/profile_banners/" + id + "/1700000000");
        json.put("protected", false);
        json.put("verified", !"none".equals(verifiedType));
        json.put("verified_type", verifiedType);
        json.put("subscription_type", "blue".equals(verifiedType) ? pick(SUBSCRIPTIONS.subList(1, 4)) : "None");
        json.put("is_identity_verified", !"none".equals(verifiedType) && random.nextBoolean());
        json.put("parody", random.nextInt(40) == 0);
        json.put("receives_your_dm", random.nextBoolean());
        json.putArray("connection_status");
        json.putObject("subscription").put("subscribes_to_you", false);
        int followers = (int) Math.min(2_000_000, Math.round(Math.exp(3 + random.nextDouble() * 10)));
        ObjectNode metrics = json.putObject("public_metrics");
        metrics.put("followers_count", followers);
        metrics.put("following_count", 20 + random.nextInt(1500));
        metrics.put("tweet_count", 50 + random.nextInt(20_000));
        metrics.put("listed_count", followers / 40);
        metrics.put("like_count", random.nextInt(30_000));
        json.put("verified_followers_count", followers / (5 + random.nextInt(20)));
        return new V2User(id, username, json);
    }

    /** Some blue users are affiliated with a business account (affiliation.user_id is an array). */
    private void affiliate(List<V2User> users) {
        List<V2User> businesses = users.stream()
                .filter(user -> "business".equals(user.json().path("verified_type").asText())).toList();
        if (businesses.isEmpty()) {
            return;
        }
        for (V2User user : users) {
            if ("blue".equals(user.json().path("verified_type").asText()) && random.nextInt(3) == 0) {
                V2User business = businesses.get(random.nextInt(businesses.size()));
                ObjectNode affiliation = user.json().putObject("affiliation");
                affiliation.put("badge_url", business.json().path("profile_image_url").asText());
                affiliation.put("description", business.name());
                affiliation.put("url", "https://x.com/" + business.username());
                affiliation.putArray("user_id").add(business.id());
            }
        }
    }

    private Instant randomCreatedAt() {
        // Accounts from 2019 on: their snowflake ids have 19 digits.
        long days = 200 + random.nextInt(2200);
        return anchor.minus(Duration.ofDays(days)).minusSeconds(random.nextInt(86_400)).minusMillis(random.nextInt(1000));
    }

    private <T> T pick(List<T> values) {
        return values.get(random.nextInt(values.size()));
    }
}
