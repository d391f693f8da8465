package dev.starling.sandbox.stream;

import java.util.List;

/** What the stream's posts talk about: topics with their words, tags, annotations and sentences. */
final class PostVocabulary {

    /** A subject: hashtags, a cashtag or none, a site, the named things X's annotator finds, sentences ({E} one of them). */
    record Topic(String domainId, String domainName, String entityId, String entityName, List<String> hashtags,
                 String cashtag, String site, List<String> things, List<String> sentences) {
    }

    static final List<Topic> TOPICS = List.of(
            new Topic("67", "Interests and Hobbies", "839544326315405313", "Coffee",
                    List.of("Coffee", "CoffeeTime", "Latte", "MondayMotivation"), null, "https://www.coffeereview.com",
                    List.of("Berlin", "Tokyo", "Melbourne", "Lisbon"),
                    List.of("First coffee of the day in {E} and the launch plan finally makes sense",
                            "This flat white in {E} is the best coffee I have had all year",
                            "Our team runs on cold brew, oat lattes and deadlines in {E}",
                            "Anyone else switching from espresso to filter coffee this winter? Asking from {E}")),
            new Topic("131", "Unified Twitter Taxonomy", "1070028159624060929", "Product launch",
                    List.of("Launch", "ProductHunt", "Starling", "BuildInPublic"), null, "https://starling.dev/launch",
                    List.of("Starling", "Product Hunt", "TechCrunch"),
                    List.of("The {E} launch is live today and the early feedback is wild",
                            "Just tried the new {E} release: the live console is exactly what our team needed",
                            "Launch day checklist done, {E} demo in an hour, nervous and excited",
                            "Honest review of the {E} launch: great rules editor, the docs need work")),
            new Topic("65", "Interests and Hobbies Vertical", "848920371311001600", "Technology",
                    List.of("Java", "OpenJDK", "DevTools", "API"), null, "https://openjdk.org",
                    List.of("Java", "OpenAPI", "Kotlin", "GitHub"),
                    List.of("Migrated our streaming client to {E} 21 and the reconnect logic got so much simpler",
                            "Hot take: {E} is still the most productive choice for backend teams",
                            "Debugging a flaky API integration with {E} at 2am, send help",
                            "The new {E} release notes are out and the API changes look solid")),
            new Topic("46", "Business Taxonomy", "1557697333571112960", "Marketing",
                    List.of("Marketing", "AdTech", "BlackFriday", "GrowthHacking"), null, "https://business.x.com",
                    List.of("Black Friday", "Custom Audiences", "Q4"),
                    List.of("Our {E} campaign doubled its reach once we fixed the audience targeting",
                            "Planning {E} budgets: listening to what customers say live beats any survey",
                            "{E} lesson: the brand that replies first wins the conversation",
                            "Watching the {E} chatter in real time to see which message lands")),
            new Topic("66", "Interests and Hobbies Category", "847544972781826048", "Stocks",
                    List.of("Markets", "Investing", "Stocks"), "TSLA", "https://www.nasdaq.com",
                    List.of("Nasdaq", "Wall Street", "Fed"),
                    List.of("{E} opens higher and the EV names lead the rally",
                            "Everyone on the {E} desk is watching the rate decision today",
                            "Long story short: {E} volatility is back and my coffee is cold")),
            new Topic("6", "Sports Event", "1577371104568135680", "Football",
                    List.of("Football", "MatchDay", "UCL"), null, "https://www.uefa.com",
                    List.of("Barcelona", "Madrid", "Lisbon", "Munich"),
                    List.of("What a night in {E}, that last minute goal was unreal",
                            "Match day in {E}: coffee, scarf, and far too much optimism",
                            "The atmosphere in {E} tonight is electric")));

    static final List<String> SPANISH = List.of("Probando el nuevo lanzamiento y me encanta",
            "Un café y a trabajar en la campaña", "Qué partido tan increíble anoche");
    static final List<String> GERMAN = List.of("Der Launch heute war ein voller Erfolg",
            "Erstmal einen Kaffee, dann geht es weiter mit der API", "Was für ein Spiel gestern Abend");
    static final List<String> JAPANESE = List.of("新しいリリースを試してみました。とても良いです",
            "朝のコーヒーで一日が始まる", "ライブ配信を見ながら仕事中");
    static final List<String> FRENCH = List.of("Le lancement de ce matin est une vraie réussite",
            "Un café et on repart sur la campagne", "Quel match hier soir");
    static final List<String> REPLIES = List.of("Totally agree with this", "This is the way",
            "Could not have said it better", "Interesting take, tell me more", "Saving this for later");
    static final List<String> EMOJI = List.of("\uD83D\uDE80", "\uD83D\uDD25", "\u2728", "\u2615", "\uD83C\uDF89",
            "\uD83D\uDCC8");
    static final List<String> SOURCES = List.of("Twitter Web App", "Twitter for iPhone", "Twitter for Android",
            "Starling");

    private PostVocabulary() {
    }
}
