package dev.starling.sandbox.ads;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

class MemberSetTest {

    private static final String HASH_A = "a".repeat(64);
    private static final String HASH_B = "0123456789abcdef".repeat(4);

    @Test
    void hashesAndOtherValuesAreHeldUntilTheyExpireAndCountOnceInEffect() {
        MemberSet members = new MemberSet(KnownPeople.NONE);
        members.put("email", HASH_A, 100, 1_000);
        members.put("email", HASH_B, 500, 2_000);
        members.put("twitter_id", "12345", 100, 1_000);
        members.put("email", HASH_A, 100, 3_000); // the same hash again: a new window, not a second member

        assertThat(members.people(200)).isEqualTo(2);
        assertThat(members.people(600)).isEqualTo(3);
        assertThat(members.held(1_500)).isEqualTo(Map.of("email", Set.of(HASH_A, HASH_B)));
        assertThat(members.held(200)).isEqualTo(Map.of("email", Set.of(HASH_A, HASH_B), "twitter_id", Set.of("12345")));
    }

    @Test
    void removingAHashOrAnotherValueForgetsOnlyThatOne() {
        MemberSet members = new MemberSet(KnownPeople.NONE);
        members.put("email", HASH_A, 0, 10);
        members.put("email", HASH_B, 0, 10);
        members.put("twitter_id", "12345", 0, 10);

        members.remove("email", HASH_A);
        members.remove("twitter_id", "12345");
        members.remove("phone_number", HASH_B);

        assertThat(members.held(5)).isEqualTo(Map.of("email", Set.of(HASH_B)));
    }

    @Test
    void manyAddsAndRemovesOfLookAlikeHashesKeepExactlyWhatAPlainMapWould() {
        // Hashes that share most of their digits collide in the table; the plain map says what must be held.
        Random random = new Random(17);
        MemberSet members = new MemberSet(KnownPeople.NONE);
        Map<String, Long> expected = new HashMap<>();
        for (int i = 0; i < 60_000; i++) {
            String hash = "00000000000000000000000000000000000000000000000000" + String.format(Locale.ROOT, "%014x",
                    (long) random.nextInt(20_000));
            if (random.nextInt(3) == 0) {
                members.remove("email", hash);
                expected.remove(hash);
            } else {
                long expires = 1_000 + random.nextInt(1_000);
                members.put("email", hash, 0, expires);
                expected.put(hash, expires);
            }
        }

        assertThat(members.held(0).get("email")).isEqualTo(new TreeSet<>(expected.keySet()));
        assertThat(members.people(1_500)).isEqualTo((int) expected.values().stream().filter(e -> e > 1_500).count());
    }

    @Test
    void theSavedFormListsEachValueWithItsWindowAndRestoresTheSameMembers() {
        AdsState state = new AdsState();
        MemberSet members = state.membersOf("audience");
        members.put("email", HASH_B, 100, 2_000);
        members.put("twitter_id", "12345", 100, 1_000);

        JsonNode saved = state.toJson();
        MemberSet restored = AdsState.fromJson(saved, null, KnownPeople.NONE).membersOf("audience");

        assertThat(saved.at("/members/audience/byType/email/" + HASH_B + "/expiresAt").asLong()).isEqualTo(2_000);
        assertThat(saved.at("/members/audience/byType/twitter_id/12345/effectiveAt").asLong()).isEqualTo(100);
        assertThat(restored.held(500)).isEqualTo(members.held(500));
        assertThat(restored.people(1_500)).isEqualTo(1);
        assertThat(List.of(saved.at("/members/audience/byType").fieldNames().next())).containsExactly("email");
    }

    /** A folder of part files as the state file gives one: names are file names in {@code dir}. */
    private static dev.starling.sandbox.spi.StateFolder folder(java.nio.file.Path dir) {
        return new dev.starling.sandbox.spi.StateFolder() {
            @Override
            public java.nio.file.Path newFile(String prefix) throws java.io.IOException {
                return java.nio.file.Files.createTempFile(dir, prefix, ".bin");
            }

            @Override
            public java.nio.file.Path file(String name) {
                return dir.resolve(name);
            }

            @Override
            public String nameOf(java.nio.file.Path file) {
                return file.getFileName().toString();
            }
        };
    }

    @Test
    void theFileFormRestoresTheSameMembersAndPeopleAndCountsWithoutReadingTheFile(
            @org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        MemberSet members = new MemberSet(KnownPeople.NONE);
        members.putUser(Map.of("email", List.of(HASH_A), "phone_number", List.of(HASH_B)), 100, 2_000);
        members.put("partner_user_id", "crm-7", 100, 1_000);
        members.put("email", HASH_B, 500, 3_000);
        JsonNode saved = members.save(folder(dir), 600);

        MemberSet restored = MemberSet.restore(saved, folder(dir), KnownPeople.NONE);
        MemberSet again = MemberSet.restore(saved, folder(dir), KnownPeople.NONE);
        assertThat(again.held(600)).isEqualTo(members.held(600));
        java.nio.file.Files.delete(dir.resolve(saved.get("file").asText()));

        // Counted while nothing starts or ends: the count the file was saved with, no reading.
        assertThat(saved.get("people").asInt()).isEqualTo(3);
        assertThat(restored.people(700)).isEqualTo(3);

        assertThat(again.toJson()).isEqualTo(members.toJson());
        // After 2,000 only the email sent alone later is in effect; the email and phone sent together were one person.
        assertThat(again.people(2_500)).isEqualTo(members.people(2_500)).isEqualTo(1);
        again.put("device_id", HASH_A, 0, 5_000);
        assertThat(again.people(1_500)).isEqualTo(3); // the pair, the email sent alone, the new device (crm-7 ended at 1,000)
    }

    @Test
    void aSetUnchangedSinceTheLastSaveKeepsItsFile(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        MemberSet members = new MemberSet(KnownPeople.NONE);
        members.put("email", HASH_A, 0, 10);
        String first = members.save(folder(dir), 5).get("file").asText();

        assertThat(members.save(folder(dir), 5).get("file").asText()).isEqualTo(first);
        members.put("email", HASH_B, 0, 10);
        assertThat(members.save(folder(dir), 5).get("file").asText()).isNotEqualTo(first);
    }
}
