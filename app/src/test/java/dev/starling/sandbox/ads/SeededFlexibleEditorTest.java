package dev.starling.sandbox.ads;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The seed gives the flexible-audience editor something to combine in every demo account: at least six
 * mobile audiences of varied sizes and states, and flexible audiences built from them whose
 * {@code metadata.segments} are exactly what the API echoes for such trees.
 */
class SeededFlexibleEditorTest {

    private final AdsTestServer ads = new AdsTestServer();

    @AfterEach
    void stop() {
        ads.close();
    }

    @Test
    void everyAccountHoldsSixMobileAudiencesOfEveryStateAndTwoFlexibleOnes() {
        AdsState state = AdsState.fromJson(ads.module.exportState(), null, KnownPeople.NONE);
        long now = ads.clock.millis();
        assertThat(state.accounts).hasSize(4);
        for (AdAccount account : state.accounts) {
            List<CustomAudience> mobile = state.audiences.values().stream()
                    .filter(audience -> audience.accountId.equals(account.id()) && "MOBILE".equals(audience.audienceType))
                    .toList();
            assertThat(mobile).as(account.name()).hasSizeGreaterThanOrEqualTo(6);
            List<AudienceStatus> live = mobile.stream().filter(audience -> !audience.deleted)
                    .map(audience -> state.status(audience, now)).toList();
            assertThat(live).as(account.name() + ": targetable").anyMatch(AudienceStatus::targetable);
            assertThat(live).as(account.name() + ": too small").anyMatch(status -> status.reasons().equals(List.of("TOO_SMALL")));
            assertThat(live).as(account.name() + ": processing").anyMatch(status -> status.reasons().equals(List.of("PROCESSING")));
            assertThat(mobile).as(account.name() + ": deleted").anyMatch(audience -> audience.deleted);
            assertThat(live.stream().filter(AudienceStatus::targetable).map(AudienceStatus::size).distinct().count())
                    .as(account.name() + ": varied sizes").isGreaterThanOrEqualTo(3);
            assertThat(state.audiences.values()).filteredOn(audience -> audience.accountId.equals(account.id())
                    && audience.flexible()).as(account.name()).hasSizeGreaterThanOrEqualTo(2);
        }
    }

    @Test
    void seededSegmentsAreValidAndAlreadyInTheFormTheApiEchoes() {
        AdsState state = AdsState.fromJson(ads.module.exportState(), null, KnownPeople.NONE);
        List<CustomAudience> flexible = state.audiences.values().stream().filter(CustomAudience::flexible).toList();
        assertThat(flexible).hasSizeGreaterThanOrEqualTo(9);
        for (CustomAudience audience : flexible) {
            SegmentValidator validator = new SegmentValidator(id -> {
                CustomAudience leaf = state.audiences.get(id);
                return leaf != null && leaf.accountId.equals(audience.accountId) ? leaf : null;
            }, "MOBILE_AUDIENCE".equals(audience.audienceType));
            assertThat(validator.validate(audience.segments)).as(audience.name).isEqualTo(audience.segments);
            assertThat(validator.validate(audience.segments).toString()).as(audience.name).isEqualTo(audience.segments.toString());
        }
    }
}
