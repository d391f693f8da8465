package dev.starling.ui.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class FieldTabsTest {

    @Test
    void theSameGroupsForAnotherEndpointChangeNothing() {
        List<String> shown = new ArrayList<>(List.of("expansions", "tweet", "user", "media", "poll", "place"));

        FieldTabs.Edits<String> edits = FieldTabs.follow(shown, List.of("expansions", "tweet", "user", "media", "poll", "place"));

        assertThat(edits.removed()).isEmpty();
        assertThat(edits.inserted()).isEmpty();
        assertThat(shown).containsExactly("expansions", "tweet", "user", "media", "poll", "place");
    }

    @Test
    void onlyTheGroupsThatGoAreRemovedAndOnlyThoseThatComeOrMoveAreInserted() {
        List<String> shown = new ArrayList<>(List.of("tweet expansions", "tweet", "user", "media", "poll", "place"));

        FieldTabs.Edits<String> edits = FieldTabs.follow(shown, List.of("user expansions", "user", "tweet"));

        assertThat(shown).containsExactly("user expansions", "user", "tweet");
        assertThat(edits.removed()).containsExactlyInAnyOrder("tweet expansions", "media", "poll", "place", "user");
        assertThat(edits.inserted()).containsExactly("user expansions", "user");
    }

    @Test
    void fromNothingEveryGroupIsInsertedInOrderAndToNothingEveryGroupIsRemoved() {
        List<String> shown = new ArrayList<>();

        assertThat(FieldTabs.follow(shown, List.of("a", "b")).inserted()).containsExactly("a", "b");
        assertThat(shown).containsExactly("a", "b");
        assertThat(FieldTabs.follow(shown, List.of()).removed()).containsExactly("a", "b");
        assertThat(shown).isEmpty();
    }
}
