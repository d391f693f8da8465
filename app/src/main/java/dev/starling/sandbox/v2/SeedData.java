package dev.starling.sandbox.v2;

import java.util.List;

/** The vocabulary the world is generated from: names, topics, sentences, places. */
final class SeedData {

    /** A subject people post about, with the context annotation X would attach. */
    record Topic(String domainId, String domainName, String domainDescription, String entityId, String entityName,
                 List<String> hashtags, String cashtag, String site, List<String> namedEntities, String entityType) {
    }

    /** A place X knows, with its bounding box (west, south, east, north). */
    record PlaceSeed(String id, String name, String fullName, String country, String countryCode, String type,
                     double[] bbox) {
    }

    static final List<String> FIRST_NAMES = List.of("maria", "jonas", "aiko", "lucas", "priya", "omar", "elena",
            "noah", "sofia", "kenji", "amara", "felix", "ines", "diego", "hana", "leon", "chloe", "ravi", "zoe",
            "mateo", "yara", "theo", "nina", "samir", "lena", "ivan", "ada", "malik", "freya", "tomas");

    static final List<String> LAST_NAMES = List.of("Lopez", "Weber", "Tanaka", "Silva", "Sharma", "Haddad",
            "Rossi", "Miller", "Garcia", "Sato", "Okafor", "Becker", "Moreau", "Fernandez", "Kim", "Novak",
            "Dubois", "Patel", "Jensen", "Costa");

    static final List<String> HANDLE_SUFFIXES = List.of("_codes", "_dev", "builds", "_ships", "_data", "writes",
            "_ops", "_pm", "_ux", "_ml", "labs", "_io");

    static final List<String> ROLES = List.of("Developer advocate", "Backend engineer", "Growth marketer",
            "Data scientist", "Product designer", "Indie hacker", "SRE", "Community manager", "Founder",
            "Tech journalist");

    static final List<String> SOURCES = List.of("Twitter Web App", "Twitter for iPhone", "Twitter for Android",
            "Starling", "TweetDeck Web App");

    static final List<String> EMOJI = List.of("\uD83D\uDE80", "\uD83D\uDD25", "\u2728", "\uD83D\uDC40",
            "\uD83C\uDF89", "\uD83D\uDCC8", "\u2615");

    static final List<Topic> TOPICS = List.of(
            new Topic("46", "Business Taxonomy", "Categories within Brand Verticals that narrow down the scope of Brands",
                    "1557697333571112960", "Technology Business", List.of("DevTools", "API", "BuildInPublic"), null,
                    "https://developer.x.com/en/docs", List.of("JavaFX", "OpenAPI", "GitHub"), "Product"),
            new Topic("65", "Interests and Hobbies Vertical", "Top level interests and hobbies groupings",
                    "848920371311001600", "Technology", List.of("Java", "OpenJDK", "100DaysOfCode"), null,
                    "https://openjdk.org", List.of("Java", "Maven", "SQLite"), "Product"),
            new Topic("131", "Unified Twitter Taxonomy", "A taxonomy view into the Magic Rosetta Taxonomy",
                    "1070028159624060929", "Marketing", List.of("Marketing", "AdTech", "GrowthHacking"), null,
                    "https://business.x.com/en/advertising", List.of("Custom Audiences", "Black Friday", "Q4"),
                    "Other"),
            new Topic("66", "Interests and Hobbies Category", "A grouping of interests and hobbies entities",
                    "847544972781826048", "Stocks", List.of("Markets", "Investing"), "TSLA",
                    "https://www.nasdaq.com", List.of("Nasdaq", "Wall Street", "Fed"), "Organization"),
            new Topic("6", "Sports Event", "A sports event",
                    "1577371104568135680", "Football", List.of("Football", "MatchDay"), null,
                    "https://www.fifa.com", List.of("Barcelona", "Madrid", "Lisbon"), "Place"),
            new Topic("67", "Interests and Hobbies", "Interests, opinions, and behaviors of individuals",
                    "839544326315405313", "Coffee", List.of("Coffee", "MondayMotivation"), null,
                    "https://www.coffeereview.com", List.of("Berlin", "Tokyo", "Melbourne"), "Place"));

    /** English sentences; {E} is where a named entity of the topic goes. */
    static final List<String> SENTENCES_EN = List.of(
            "Just shipped a new build that talks to {E} without a single flaky test",
            "Hot take: {E} & friends are still underrated in 2026",
            "Spent the morning reading about {E} and now I have opinions",
            "Anyone else seeing weird latency around {E} today?",
            "Thread on what we learned moving our stack closer to {E}",
            "Reminder that {E} changes faster than your roadmap (<3 months)",
            "Tiny win: the {E} dashboard finally makes sense to me",
            "Our team is hiring people who care about {E}",
            "Three things I wish I knew before trying {E} -> a thread",
            "Can confirm the rumours about {E} are mostly true");

    static final List<String> REPLIES_EN = List.of("Totally agree with this", "Not sure I buy it, but fair point",
            "This is the way <3", "Saving this for later", "We saw the same thing last week",
            "Do you have numbers to back this up?", "Great thread, thanks for writing it up",
            "Following along", "Congrats to the whole team", "Same here, it took us ages");

    static final List<String> QUOTES_EN = List.of("Worth a read", "This, a hundred times", "Interesting take",
            "Our experience was the opposite", "Bookmarking this one");

    static final List<String> SENTENCES_ES = List.of("Hoy probamos la nueva API y funciona de maravilla",
            "Buenos días a todos, ¿qué están construyendo esta semana?",
            "Qué gran partido anoche, todavía no me lo creo");

    static final List<String> SENTENCES_DE = List.of("Endlich Feierabend, morgen geht es mit dem Release weiter",
            "Kaffee, Code und ein bisschen Regen: perfekter Montag",
            "Wer kennt ein gutes Tool für Zielgruppen-Analysen?");

    static final List<String> SENTENCES_JA = List.of("新しいリリースを公開しました！フィードバックお待ちしています",
            "今日は東京で開発者ミートアップに参加しました", "コーヒーを飲みながらコードを書いています");

    static final List<String> POLL_QUESTIONS = List.of("Which do you reach for first?", "Quick poll for the timeline:",
            "Settle this once and for all:");

    static final List<List<String>> POLL_OPTIONS = List.of(List.of("Tabs", "Spaces"),
            List.of("Morning", "Afternoon", "Night"), List.of("REST", "GraphQL", "gRPC", "Webhooks"));

    static final List<String> ALT_TEXTS = List.of("A laptop on a desk next to a cup of coffee",
            "Screenshot of a dashboard with a rising line chart", "A crowd at a football stadium at night",
            "Team photo in front of a whiteboard", "Close-up of a latte with leaf art");

    static final List<PlaceSeed> PLACES = List.of(
            new PlaceSeed("3078869807f9dd36", "Berlin", "Berlin, Germany", "Germany", "DE", "city",
                    new double[] {13.088333, 52.338242, 13.760469, 52.675379}),
            new PlaceSeed("5a110d312052166f", "San Francisco", "San Francisco, CA", "United States", "US", "city",
                    new double[] {-122.514926, 37.708075, -122.357031, 37.833238}),
            new PlaceSeed("8cb1d2a5c8a8b3ff", "Tokyo", "Tokyo, Japan", "Japan", "JP", "city",
                    new double[] {139.563334, 35.528873, 139.918415, 35.817819}),
            new PlaceSeed("206aed8e3ed2f7b4", "Madrid", "Madrid, Spain", "Spain", "ES", "city",
                    new double[] {-3.888954, 40.312064, -3.517916, 40.643313}),
            new PlaceSeed("01fbe706f872cb32", "Washington", "Washington, DC", "United States", "US", "city",
                    new double[] {-77.119401, 38.801826, -76.909396, 38.99538}),
            new PlaceSeed("f7eb2fa2fea288b1", "Lakewood", "Lakewood, CO", "United States", "US", "city",
                    new double[] {-105.193475, 39.60973, -105.053164, 39.761974}),
            new PlaceSeed("96683cc9126741d1", "United States", "United States", "United States", "US", "country",
                    new double[] {-179.231086, 13.182335, 179.859685, 71.434357}));

    private SeedData() {
    }
}
