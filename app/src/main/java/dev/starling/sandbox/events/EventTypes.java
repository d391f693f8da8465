package dev.starling.sandbox.events;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The activity event types the sandbox takes (the spec's table, OpenAPI 2.167's list and X's event
 * documentation), each with X's rules for its filter: whether it takes a {@code user_id} (and must),
 * a {@code keyword} (and must), a {@code direction}; whether it is private (the user's own token
 * needed) and whether its {@code user_id} must be the token's user ({@code mute.*}, {@code block.*}).
 * The PascalCase names of before March 18, 2026 are taken and mapped to their dot names.
 */
final class EventTypes {

    enum Use { REQUIRED, OPTIONAL, NONE }

    record Type(String name, Use userId, Use keyword, boolean direction, boolean privateEvent, boolean actorOnly) {
    }

    private static final Map<String, Type> TYPES = build();
    private static final Map<String, String> LEGACY = Map.ofEntries(
            Map.entry("profilebioupdate", "profile.update.bio"),
            Map.entry("profilepictureupdate", "profile.update.profile_picture"),
            Map.entry("profilebannerupdate", "profile.update.banner_picture"),
            Map.entry("profilebannerpictureupdate", "profile.update.banner_picture"),
            Map.entry("profilescreennameupdate", "profile.update.screenname"),
            Map.entry("profilegeoupdate", "profile.update.geo"),
            Map.entry("profileurlupdate", "profile.update.url"),
            Map.entry("profileverifiedbadgeupdate", "profile.update.verified_badge"),
            Map.entry("newsnew", "news.new"),
            Map.entry("followfollow", "follow.follow"),
            Map.entry("followunfollow", "follow.unfollow"));

    private EventTypes() {
    }

    /** The type of a dot name or a legacy name, in any case. */
    static Optional<Type> find(String name) {
        String key = name.toLowerCase(Locale.ROOT);
        Type type = TYPES.get(key);
        if (type == null && LEGACY.containsKey(key)) {
            type = TYPES.get(LEGACY.get(key));
        }
        return Optional.ofNullable(type);
    }

    static List<String> names() {
        return List.copyOf(TYPES.keySet());
    }

    static List<Type> all() {
        return List.copyOf(TYPES.values());
    }

    private static Map<String, Type> build() {
        Map<String, Type> types = new LinkedHashMap<>();
        for (String field : List.of("bio", "profile_picture", "banner_picture", "screenname", "handle", "geo", "url",
                "verified", "verified_badge", "affiliate", "affiliate_badge")) {
            add(types, "profile.update." + field, Use.REQUIRED, Use.NONE, false, false, false);
        }
        for (String post : List.of("post.create", "post.mention.create", "post.reply.create", "post.quote.create")) {
            add(types, post, Use.REQUIRED, Use.OPTIONAL, false, false, false);
        }
        add(types, "post.delete", Use.REQUIRED, Use.NONE, false, false, false);
        add(types, "post.repost.create", Use.REQUIRED, Use.NONE, false, false, false);
        add(types, "like.create", Use.REQUIRED, Use.NONE, true, true, false);
        add(types, "follow.follow", Use.REQUIRED, Use.NONE, false, false, false);
        add(types, "follow.unfollow", Use.REQUIRED, Use.NONE, false, false, false);
        for (String dm : List.of("dm.sent", "dm.received", "dm.read", "dm.indicate_typing", "chat.sent", "chat.received",
                "chat.conversation_join")) {
            add(types, dm, Use.REQUIRED, Use.NONE, true, true, false);
        }
        add(types, "spaces.start", Use.REQUIRED, Use.NONE, false, false, false);
        add(types, "spaces.end", Use.REQUIRED, Use.NONE, false, false, false);
        for (String actor : List.of("mute.mute", "mute.unmute", "block.block", "block.unblock")) {
            add(types, actor, Use.REQUIRED, Use.NONE, false, true, true);
        }
        add(types, "news.new", Use.NONE, Use.REQUIRED, false, false, false);
        add(types, "oauth.revoke", Use.REQUIRED, Use.NONE, false, true, false);
        return types;
    }

    private static void add(Map<String, Type> types, String name, Use userId, Use keyword, boolean direction,
                            boolean privateEvent, boolean actorOnly) {
        types.put(name, new Type(name, userId, keyword, direction, privateEvent, actorOnly));
    }
}
