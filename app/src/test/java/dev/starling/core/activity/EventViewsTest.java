package dev.starling.core.activity;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.text.BundleText;
import dev.starling.core.text.Messages;
import java.time.Instant;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

/**
 * Every event type of the catalog (the spec's, X's OpenAPI 2.167's and its documentation's) rendered for
 * what it is, from the shapes X sends: a bio change as before and after, a post with its text, a message
 * with sender and recipients, a join or leave with its {@code participant_ids}, a follow with who and whom.
 */
class EventViewsTest {

    private static final Instant AT = Instant.parse("2026-11-27T10:00:00Z");
    private static final String INCLUDES = "\"includes\":{\"users\":[{\"id\":\"2244994945\",\"username\":\"XDevelopers\"},"
            + "{\"id\":\"783214\",\"username\":\"X\"}]}";

    static Stream<EventType> everyType() {
        return EventCatalog.all().stream();
    }

    /** X's envelope around a payload. */
    private static String envelope(String type, String payload) {
        return "{\"data\":{\"event_uuid\":\"e-" + type + "\",\"event_type\":\"" + type + "\",\"filter\":{\"user_id\":"
                + "\"2244994945\"},\"tag\":\"t\",\"payload\":" + payload + "," + INCLUDES + "}}";
    }

    /** A payload of the shape X sends for the type, and a piece of text its summary must show. */
    private record Sample(String payload, String shows) {
    }

    private static Sample sample(EventType type) {
        String name = type.name();
        return switch (type.kind()) {
            case PROFILE -> new Sample("{\"before\":\"Old words\",\"after\":\"New words\"}", "Old words");
            case POST -> name.equals("post.delete")
                    ? new Sample("{\"id\":\"1460323737035677698\",\"author_id\":\"2244994945\"}", "deleted post 1460323737035677698")
                    : new Sample("{\"data\":{\"id\":\"1460323737035677698\",\"author_id\":\"783214\",\"text\":\"Hello from the "
                    + "launch\",\"edit_history_tweet_ids\":[\"1460323737035677698\"]}}", "Hello from the launch");
            case LIKE -> new Sample("{\"id\":\"9\",\"liked_tweet_id\":\"1460323737035677698\",\"tweet_author_id\":\"783214\"}",
                    "post 1460323737035677698 by @X was liked");
            case FOLLOW, MUTE, BLOCK -> new Sample("{\"source\":{\"id\":\"2244994945\",\"username\":\"XDevelopers\"},"
                    + "\"target\":{\"data\":{\"id\":\"783214\",\"username\":\"X\"}}}", "@XDevelopers");
            case DM -> new Sample("{\"direct_message_events\":[{\"type\":\"message_create\",\"id\":\"5\",\"message_create\":"
                    + "{\"sender_id\":\"2244994945\",\"target\":{\"recipient_id\":\"783214\"},\"message_data\":{\"text\":"
                    + "\"See you at ten\"}}}]}", "@XDevelopers");
            case CHAT -> name.equals("chat.conversation_join")
                    ? new Sample("{\"data\":{\"event_type\":\"ParticipantsJoin\",\"dm_conversation_id\":\"c-77\","
                    + "\"sender_id\":\"2244994945\",\"participant_ids\":[\"783214\"]}}", "joined conversation c-77")
                    : new Sample("{\"data\":{\"event_type\":\"MessageCreate\",\"dm_conversation_id\":\"c-77\",\"sender_id\":"
                    + "\"2244994945\",\"recipient_ids\":[\"783214\"],\"text\":\"See you at ten\"}}", "@XDevelopers");
            case SPACES -> new Sample("{\"data\":{\"id\":\"1DXxyRYNejbKM\",\"title\":\"Coffee chat\",\"host_ids\":"
                    + "[\"2244994945\"],\"participant_count\":12}}", "“Coffee chat”");
            case NEWS -> new Sample("{\"headline\":\"Launch day\",\"category\":\"Technology\",\"summary\":\"It shipped.\"}",
                    "News: Launch day (Technology)");
            case ACCOUNT -> new Sample("{\"user_event\":{\"revoke\":{\"date_time\":\"2026-11-27T10:00:00Z\",\"target\":"
                    + "{\"app_id\":\"13090192\"},\"source\":{\"user_id\":\"2244994945\"}}}}",
                    "@XDevelopers revoked the access of app 13090192");
        };
    }

    private static String words(BundleText text) {
        return Messages.text(text.key(), text.argArray());
    }

    private static EventView view(String type, String payload) {
        ActivityEvent event = EventViews.event(envelope(type, payload), AT);
        assertThat(event).isNotNull();
        return EventViews.view(event);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("everyType")
    void everyEventTypeIsRenderedForWhatItIs(EventType type) {
        Sample sample = sample(type);

        EventView view = view(type.name(), sample.payload());
        String summary = words(view.summary());

        assertThat(view).isNotInstanceOf(EventView.Unknown.class);
        assertThat(view.header().type()).isEqualTo(type.name());
        assertThat(summary).contains(sample.shows()).doesNotContain("{0}").doesNotContain("{1}").doesNotContain("null");
        view.details().forEach(line -> assertThat(words(line)).doesNotContain("{0}"));
    }

    @Test
    void aBioChangeShowsBeforeAndAfter() {
        assertThat(words(view("profile.update.bio", "{\"before\":\"Coffee first.\",\"after\":\"Tea now.\"}").summary()))
                .isEqualTo("@XDevelopers changed their bio: “Coffee first.” → “Tea now.”");
    }

    @Test
    void aMessageSaysItsSenderRecipientsAndText() {
        EventView view = view("dm.received", sample(EventCatalog.resolve("dm.received").orElseThrow().type()).payload());

        assertThat(words(view.summary())).isEqualTo("@XDevelopers sent a message to @X: See you at ten");
    }

    @Test
    void aLeaveListsOnlyTheParticipantsWhoLeft() {
        EventView view = view("chat.conversation_join", "{\"data\":{\"event_type\":\"ParticipantsLeave\","
                + "\"dm_conversation_id\":\"c-77\",\"participant_ids\":[\"783214\"]}}");

        assertThat(view).isInstanceOf(EventView.Participants.class);
        assertThat(((EventView.Participants) view).joined()).isFalse();
        assertThat(words(view.summary())).isEqualTo("@X left conversation c-77");
        assertThat(view.details()).extracting(EventViewsTest::words).containsExactly("participant_ids: 783214");
    }

    @Test
    void aPostKeepsItsEditHistory() {
        EventView view = view("post.create", "{\"id\":\"2\",\"author_id\":\"783214\",\"text\":\"v2\","
                + "\"edit_history_tweet_ids\":[\"1\",\"2\"]}");

        assertThat(((EventView.PostMade) view).editHistoryIds()).containsExactly("1", "2");
        assertThat(words(view.summary())).isEqualTo("@X posted: v2 (post 2)");
    }

    @Test
    void aLineThatIsNoEventIsNotReadAsOne() {
        assertThat(EventViews.event("{\"errors\":[{\"title\":\"operational-disconnect\"}]}", AT)).isNull();
        assertThat(EventViews.event("not json", AT)).isNull();
        assertThat(EventViews.view(EventViews.event(envelope("post.teleport", "{}"), AT)))
                .isInstanceOf(EventView.Unknown.class);
    }

    @Test
    void everyKindOfTheCatalogHasTypes() {
        for (EventKind kind : EventKind.values()) {
            assertThat(EventCatalog.of(kind)).as(kind.name()).isNotEmpty();
        }
        assertThat(EventCatalog.all().stream().map(EventType::name).toList()).contains("profile.update.bio", "post.create",
                "post.delete", "dm.received", "dm.sent", "spaces.start", "spaces.end", "news.new", "like.create",
                "follow.follow", "chat.conversation_join");
        assertThat(List.of(EventCatalog.resolve("ProfileBioUpdate").orElseThrow()))
                .allSatisfy(resolved -> assertThat(resolved.legacy()).isTrue());
    }
}
