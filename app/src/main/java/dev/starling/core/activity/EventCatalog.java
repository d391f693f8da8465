package dev.starling.core.activity;

import dev.starling.core.text.BundleText;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Every activity event type Starling knows (the spec's table, X's OpenAPI 2.167 list and X's event
 * documentation), grouped by kind for the picker, each saying which filter it takes, whether it is
 * private and which access it needs. Legacy PascalCase names ({@code ProfileBioUpdate}) are
 * recognised and mapped to their dot names, with the deprecation said.
 */
public final class EventCatalog {

    /** The day X stopped using the PascalCase names. */
    public static final LocalDate LEGACY_DEPRECATED = LocalDate.of(2026, 3, 18);

    /** A name as the user gave it, resolved: the type and, for a legacy name, that it was one. */
    public record Resolved(EventType type, String given, boolean legacy) {

        /** The deprecation in words, for a legacy name; empty otherwise. */
        public Optional<BundleText> deprecation() {
            return legacy ? Optional.of(BundleText.of("activity.legacyName", given, type.name(), LEGACY_DEPRECATED.toString()))
                    : Optional.empty();
        }
    }

    private static final Set<EventType.Source> SPEC_AND_OPENAPI = Set.of(EventType.Source.SPEC, EventType.Source.OPENAPI);
    private static final Set<EventType.Source> OPENAPI = Set.of(EventType.Source.OPENAPI);
    private static final Set<EventType.Source> SPEC = Set.of(EventType.Source.SPEC);
    private static final Set<EventType.Source> DOCS = Set.of(EventType.Source.DOCS);
    private static final List<EventType> TYPES = build();
    private static final Map<String, EventType> BY_NAME = index();

    private EventCatalog() {
    }

    /** Every type, in the picker's order (by kind, then as X lists them). */
    public static List<EventType> all() {
        return TYPES;
    }

    /** The types of one kind. */
    public static List<EventType> of(EventKind kind) {
        return TYPES.stream().filter(type -> type.kind() == kind).toList();
    }

    /** A dot name or a legacy PascalCase name (case as X writes it; dot names also in any case). */
    public static Optional<Resolved> resolve(String name) {
        if (name == null || name.isBlank()) {
            return Optional.empty();
        }
        String given = name.strip();
        EventType byDot = BY_NAME.get(given.toLowerCase(Locale.ROOT));
        if (byDot != null) {
            return Optional.of(new Resolved(byDot, given, false));
        }
        for (EventType type : TYPES) {
            for (String legacy : type.legacyNames()) {
                if (legacy.equalsIgnoreCase(given)) {
                    return Optional.of(new Resolved(type, given, true));
                }
            }
        }
        return Optional.empty();
    }

    private static List<EventType> build() {
        List<EventType> types = new ArrayList<>();
        FilterUse req = FilterUse.REQUIRED;
        FilterUse opt = FilterUse.OPTIONAL;
        FilterUse no = FilterUse.NOT_TAKEN;
        profile(types, "bio", SPEC_AND_OPENAPI, "ProfileBioUpdate");
        profile(types, "profile_picture", OPENAPI, "ProfilePictureUpdate");
        profile(types, "banner_picture", OPENAPI, "ProfileBannerUpdate", "ProfileBannerPictureUpdate");
        profile(types, "screenname", SPEC_AND_OPENAPI, "ProfileScreennameUpdate");
        profile(types, "handle", OPENAPI);
        profile(types, "geo", OPENAPI, "ProfileGeoUpdate");
        profile(types, "url", OPENAPI, "ProfileUrlUpdate");
        profile(types, "verified", SPEC);
        profile(types, "verified_badge", OPENAPI, "ProfileVerifiedBadgeUpdate");
        profile(types, "affiliate", SPEC);
        profile(types, "affiliate_badge", OPENAPI);
        types.add(type("post.create", EventKind.POST, req, opt, no, false, "tweet.read", false, SPEC_AND_OPENAPI));
        types.add(type("post.delete", EventKind.POST, req, no, no, false, "tweet.read", false, SPEC_AND_OPENAPI));
        types.add(type("post.mention.create", EventKind.POST, req, opt, no, false, "tweet.read", false, OPENAPI));
        types.add(type("post.reply.create", EventKind.POST, req, opt, no, false, "tweet.read", false, DOCS));
        types.add(type("post.quote.create", EventKind.POST, req, opt, no, false, "tweet.read", false, DOCS));
        types.add(type("post.repost.create", EventKind.POST, req, no, no, false, "tweet.read", false, DOCS));
        types.add(type("like.create", EventKind.LIKE, req, no, opt, true, "like.read", false, OPENAPI));
        types.add(type("follow.follow", EventKind.FOLLOW, req, no, no, false, "tweet.read", false, OPENAPI, "FollowFollow"));
        types.add(type("follow.unfollow", EventKind.FOLLOW, req, no, no, false, "tweet.read", false, OPENAPI,
                "FollowUnfollow"));
        for (String dm : List.of("dm.sent", "dm.received", "dm.read", "dm.indicate_typing")) {
            types.add(type(dm, EventKind.DM, req, no, opt, true, "dm.read", false, SPEC_AND_OPENAPI));
        }
        for (String chat : List.of("chat.sent", "chat.received", "chat.conversation_join")) {
            types.add(type(chat, EventKind.CHAT, req, no, opt, true, "dm.read", false, OPENAPI));
        }
        types.add(type("spaces.start", EventKind.SPACES, req, no, no, false, "tweet.read", false, SPEC_AND_OPENAPI));
        types.add(type("spaces.end", EventKind.SPACES, req, no, no, false, "tweet.read", false, SPEC_AND_OPENAPI));
        types.add(type("mute.mute", EventKind.MUTE, req, no, no, true, "mute.read", true, OPENAPI));
        types.add(type("mute.unmute", EventKind.MUTE, req, no, no, true, "mute.read", true, OPENAPI));
        types.add(type("block.block", EventKind.BLOCK, req, no, no, true, "block.read", true, OPENAPI));
        types.add(type("block.unblock", EventKind.BLOCK, req, no, no, true, "block.read", true, OPENAPI));
        types.add(type("news.new", EventKind.NEWS, no, req, no, false, "tweet.read", false, OPENAPI, "NewsNew"));
        types.add(type("oauth.revoke", EventKind.ACCOUNT, req, no, no, true, "tweet.read", false, DOCS));
        return List.copyOf(types);
    }

    private static void profile(List<EventType> types, String what, Set<EventType.Source> sources, String... legacy) {
        types.add(type("profile.update." + what, EventKind.PROFILE, FilterUse.REQUIRED, FilterUse.NOT_TAKEN,
                FilterUse.NOT_TAKEN, false, "tweet.read", false, sources, legacy));
    }

    private static EventType type(String name, EventKind kind, FilterUse userId, FilterUse keyword, FilterUse direction,
                                  boolean privateEvent, String scope, boolean actorOnly, Set<EventType.Source> sources,
                                  String... legacy) {
        return new EventType(name, kind, userId, keyword, direction, privateEvent, scope, actorOnly, List.of(legacy),
                sources);
    }

    private static Map<String, EventType> index() {
        Map<String, EventType> byName = new LinkedHashMap<>();
        TYPES.forEach(type -> byName.put(type.name(), type));
        return byName;
    }
}
