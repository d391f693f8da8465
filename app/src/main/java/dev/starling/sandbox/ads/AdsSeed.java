package dev.starling.sandbox.ads;

import dev.starling.sandbox.spi.SandboxContext;
import com.fasterxml.jackson.databind.JsonNode;
import dev.starling.sandbox.auth.SandboxUser;
import dev.starling.sandbox.auth.UserDirectory;
import dev.starling.sandbox.http.Json;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * The seeded Ads world, the same for the same seed and users. Two businesses: "Starling Coffee"
 * (two accounts, the first with SHARE_AUDIENCE_OUTSIDE_BUSINESS) on which every sandbox user may
 * act, and "Northwind Outdoor" (two accounts; demo_engineer may act for the first, nobody for the
 * second). Audiences of every kind and state, campaigns targeting some, shares and do-not-reach lists.
 */
final class AdsSeed {

    /** Seeded records date from before this instant, so a test clock after it sees settled audiences. */
    static final long SEED_EPOCH = Instant.parse("2025-06-02T09:00:00Z").toEpochMilli();
    private static final long DAY = 86_400_000L;

    private final long seed;
    private final Random random;
    private final AdsState state = new AdsState();

    private AdsSeed(long seed, KnownPeople known) {
        state.known = known;
        this.seed = seed;
        this.random = new Random(seed);
    }

    static AdsState build(SandboxContext context, KnownPeople known) {
        return new AdsSeed(context.seed(), known).populate(context.users());
    }

    private AdsState populate(UserDirectory users) {
        state.idBase = 36L * 36 * 36 * 36 + Math.floorMod(random.nextLong(), 36L * 36 * 36 * 36 * 30);
        List<String> everyone = users.all().stream().map(SandboxUser::id).toList();
        List<String> engineer = users.byUsername("demo_engineer").map(user -> List.of(user.id())).orElse(List.of());
        String coffee = businessId();
        String northwind = businessId();
        AdAccount coffeeUs = account("Starling Coffee - US", coffee, "Starling Coffee", "America/New_York", "USD",
                List.of(AdAccount.SHARE_OUTSIDE_BUSINESS), everyone);
        AdAccount coffeeEu = account("Starling Coffee - EU", coffee, "Starling Coffee", "Europe/Berlin", "EUR",
                List.of(), everyone);
        AdAccount retail = account("Northwind Outdoor - Retail", northwind, "Northwind Outdoor", "America/Denver",
                "USD", List.of(), engineer);
        AdAccount wholesale = account("Northwind Outdoor - Wholesale", northwind, "Northwind Outdoor",
                "America/Denver", "USD", List.of(), List.of());

        CustomAudience newsletter = audience(coffeeUs, "Newsletter subscribers", "CRM", 1200, "email");
        CustomAudience lapsed = audience(coffeeUs, "Lapsed customers", "CRM", 40, "email");
        CustomAudience installers = audience(coffeeUs, "App installers", "MOBILE", 400, "device_id");
        audience(coffeeUs, "Trade show leads", "CRM", 0, null);
        flexible(coffeeUs, "Loyal app users", newsletter, installers);
        CustomAudience visitors = audience(coffeeEu, "Website visitors", "CRM", 300, "phone_number");
        // As X's records may be: no permission_level, is_owner or description.
        audience(coffeeEu, "Holiday promo", "CRM", 0, null).sparseRecord = true;
        audience(coffeeEu, "Old prospects", "CRM", 150, "email").deleted = true;
        CustomAudience members = audience(retail, "Northwind members", "CRM", 500, "email");
        audience(retail, "Northwind app", "MOBILE", 150, "device_id");
        audience(wholesale, "Wholesale buyers", "CRM", 250, "email");

        share(newsletter, coffeeEu, "READ_ONLY");
        share(members, wholesale, "READ_WRITE");

        campaign(coffeeUs, "Spring launch",
                new Campaign.LineItem(newId(), "Newsletter - feed", true, List.of(newsletter.id)),
                new Campaign.LineItem(newId(), "Newsletter and app - search", false, List.of(newsletter.id, installers.id)));
        campaign(coffeeUs, "Retention", new Campaign.LineItem(newId(), null, false, List.of(lapsed.id)));
        campaign(coffeeUs, "App growth", new Campaign.LineItem(newId(), "Installers - video", true, List.of(installers.id)));
        campaign(coffeeEu, "EU awareness",
                new Campaign.LineItem(newId(), "Shared newsletter", true, List.of(newsletter.id)),
                new Campaign.LineItem(newId(), "Visitors retargeting", true, List.of(visitors.id)));
        campaign(retail, "Trail season", new Campaign.LineItem(newId(), "Members", true, List.of(members.id)));

        doNotReach(coffeeUs, "Global suppression", 120, 30);
        doNotReach(coffeeEu, "Employees", 25, 0);
        doNotReach(retail, "Northwind opt-outs", 110, 0);
        webAudience(retail, "Northwind site visitors");

        // Mobile audiences of every size and state, and flexible audiences built from them, so the
        // flexible-audience editor has something to combine in every account (added last, so the
        // records above keep their ids for a given seed).
        MobileSet usApps = mobileSet(coffeeUs, "Loyalty app members", "Order-ahead users", "Push opt-ins",
                "Dormant app users", "Beta testers", "Holiday app campaign");
        flexible(coffeeUs, "Loyal app members, not lapsed", "MOBILE_AUDIENCE", SegmentTree.group("AND", false,
                leaf(usApps.large()), leaf(usApps.tooSmall(), 30, 1, "NUM_GTE", true)));
        flexible(coffeeUs, "Frequent orderers", "MOBILE_AUDIENCE", SegmentTree.group("AND", false,
                leaf(usApps.medium(), 7, 3, "NUM_GTE", false),
                SegmentTree.group("OR", false, leaf(usApps.small()), leaf(installers))));
        MobileSet euApps = mobileSet(coffeeEu, "EU loyalty app", "EU app installers", "Berlin store app",
                "EU app churn", "EU app beta", "Old EU app");
        flexible(coffeeEu, "EU app regulars", "MOBILE_AUDIENCE", SegmentTree.group("OR", false,
                leaf(euApps.large(), 14, 2, "NUM_GTE", false), leaf(euApps.small())));
        flexible(coffeeEu, "EU installers without churn", "MOBILE_AUDIENCE", SegmentTree.group("AND", false,
                leaf(euApps.medium()), leaf(euApps.tooSmall(), 30, 1, "NUM_GTE", true)));
        MobileSet retailApps = mobileSet(retail, "Trail app members", "Gear buyers app", "Rewards app",
                "Trail app lapsed", "New app launch", "Winter app");
        flexible(retail, "Active trail app members", "MOBILE_AUDIENCE", SegmentTree.group("AND", false,
                leaf(retailApps.large(), 30, 2, "NUM_GTE", false), leaf(retailApps.tooSmall(), 30, 1, "NUM_GTE", true)));
        flexible(retail, "Any Northwind app", "MOBILE_AUDIENCE", SegmentTree.group("OR", false,
                leaf(retailApps.medium()), leaf(retailApps.small())));
        MobileSet dealerApps = mobileSet(wholesale, "Wholesale app", "Dealer portal app", "Reorder app",
                "Dealer app trial", "Catalogue app", "Legacy dealer app");
        flexible(wholesale, "Engaged dealers", "MOBILE_AUDIENCE", SegmentTree.group("OR", false,
                leaf(dealerApps.large()), leaf(dealerApps.medium(), 14, 1, "NUM_GTE", false)));
        flexible(wholesale, "Dealers to win back", "MOBILE_AUDIENCE", SegmentTree.group("AND", false,
                leaf(dealerApps.small()), leaf(dealerApps.large(), 30, 1, "NUM_GTE", true)));
        return state;
    }

    private String businessId() {
        return Long.toString(1_300_000_000_000_000_000L + Math.floorMod(random.nextLong(), 100_000_000_000_000_000L));
    }

    private String newId() {
        return state.newId();
    }

    private long past(int maxDays) {
        return SEED_EPOCH - (1 + random.nextInt(maxDays)) * DAY - random.nextInt(86_400) * 1000L;
    }

    private AdAccount account(String name, String businessId, String businessName, String timezone, String currency,
                              List<String> features, List<String> userIds) {
        // Real account ids are 11 base-36 characters, e.g. 18ce54d4x5t.
        String id = Long.toString(36L * 36 * 36 * 36 * 36 * 36 * 36 * 36 * 36 * 36
                + Math.floorMod(random.nextLong(), 36L * 36 * 36 * 36 * 36 * 36 * 36 * 36 * 36 * 36 * 30), 36);
        long created = past(700);
        AdAccount account = new AdAccount(id, name, businessId, businessName, timezone, currency, "ACCEPTED",
                List.copyOf(features), List.copyOf(userIds), created, created + DAY);
        state.accounts.add(account);
        return account;
    }

    private CustomAudience audience(AdAccount owner, String name, String type, int size, String identifierType) {
        CustomAudience audience = new CustomAudience();
        audience.id = newId();
        audience.accountId = owner.id();
        audience.name = name;
        audience.description = size == 0 ? null : name + " (seeded)";
        audience.audienceType = type;
        audience.createdAt = past(300);
        audience.updatedAt = audience.createdAt;
        if (size > 0) {
            audience.lastUploadAt = audience.createdAt + DAY;
            audience.updatedAt = audience.lastUploadAt;
            MemberSet set = state.membersOf(audience.id);
            for (int i = 0; i < size; i++) {
                set.put(identifierType, hash(audience.id + ":" + i), audience.lastUploadAt,
                        SEED_EPOCH + 3650 * DAY);
            }
        }
        state.audiences.put(audience.id, audience);
        return audience;
    }

    /** A website-tag audience, as X lists them: type WEB with a {@code list_type}, no uploads. */
    private void webAudience(AdAccount owner, String name) {
        CustomAudience audience = audience(owner, name, "WEB", 0, null);
        audience.listType = "WEB";
    }

    private void flexible(AdAccount owner, String name, CustomAudience first, CustomAudience second) {
        flexible(owner, name, "FLEXIBLE", SegmentTree.group("OR", false, leaf(first), leaf(second)));
    }

    /** A flexible audience whose metadata.segments is {@code tree} as the API echoes it. */
    private void flexible(AdAccount owner, String name, String type, Map<String, Object> tree) {
        JsonNode segments = Json.MAPPER.valueToTree(tree);
        CustomAudience audience = new CustomAudience();
        audience.id = newId();
        audience.accountId = owner.id();
        audience.name = name;
        audience.audienceType = type;
        audience.createdAt = past(100);
        audience.updatedAt = audience.createdAt;
        audience.segments = segments;
        state.audiences.put(audience.id, audience);
    }

    private static Map<String, Object> leaf(CustomAudience audience) {
        return SegmentTree.leaf(audience.id, 30);
    }

    private static Map<String, Object> leaf(CustomAudience audience, int lookback, int frequency, String comparator,
                                            boolean negate) {
        return SegmentTree.leaf(audience.id, lookback, frequency, comparator, negate);
    }

    /** Six mobile audiences of one account: three targetable sizes, one too small, one processing, one deleted. */
    private record MobileSet(CustomAudience large, CustomAudience medium, CustomAudience small,
                             CustomAudience tooSmall, CustomAudience processing, CustomAudience deleted) {
    }

    private MobileSet mobileSet(AdAccount owner, String large, String medium, String small, String tooSmall,
                                String processing, String deleted) {
        MobileSet set = new MobileSet(audience(owner, large, "MOBILE", 2400, "device_id"),
                audience(owner, medium, "MOBILE", 900, "device_id"), audience(owner, small, "MOBILE", 250, "device_id"),
                audience(owner, tooSmall, "MOBILE", 45, "device_id"), audience(owner, processing, "MOBILE", 600, "device_id"),
                audience(owner, deleted, "MOBILE", 500, "device_id"));
        // Members whose upload is still being processed: it stays so until something is uploaded to it.
        set.processing().lastUploadAt = SEED_EPOCH + 36_500 * DAY;
        set.deleted().deleted = true;
        return set;
    }

    private void share(CustomAudience audience, AdAccount grantee, String level) {
        AudiencePermission permission = new AudiencePermission();
        permission.id = newId();
        permission.audienceId = audience.id;
        permission.grantedAccountId = grantee.id();
        permission.permissionLevel = level;
        permission.createdAt = past(60);
        permission.updatedAt = permission.createdAt;
        state.permissions.put(permission.id, permission);
    }

    private void campaign(AdAccount account, String name, Campaign.LineItem... lineItems) {
        state.campaigns.add(new Campaign(newId(), account.id(), name, List.of(lineItems)));
    }

    private void doNotReach(AdAccount account, String name, int emails, int phones) {
        DoNotReachList list = new DoNotReachList();
        list.id = newId();
        list.accountId = account.id();
        list.name = name;
        list.createdAt = past(200);
        list.lastUploadAt = list.createdAt + DAY;
        list.updatedAt = list.lastUploadAt;
        MemberSet set = state.doNotReachMembersOf(list.id);
        long expires = SEED_EPOCH + 3650 * DAY;
        for (int i = 0; i < emails; i++) {
            set.put("email", hash(list.id + ":email:" + i), list.lastUploadAt, expires);
        }
        for (int i = 0; i < phones; i++) {
            set.put("phone_number", hash(list.id + ":phone:" + i), list.lastUploadAt, expires);
        }
        state.doNotReachLists.put(list.id, list);
    }

    /** A deterministic stand-in for a hashed identifier (never a real person's). */
    private String hash(String label) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256")
                    .digest(("starling-seed-" + seed + ":" + label).getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
