package dev.starling.core.api.ads;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.starling.core.text.Messages;
import dev.starling.core.api.error.AdsErrors;
import dev.starling.core.flexible.AudienceFacts;
import dev.starling.core.flexible.BooleanOperator;
import dev.starling.core.flexible.FlexibleAudienceType;
import dev.starling.core.flexible.FlexibleDefinition;
import dev.starling.core.flexible.FrequencyComparator;
import dev.starling.core.flexible.NodePath;
import dev.starling.core.flexible.SegmentGroup;
import dev.starling.core.flexible.SegmentJson;
import dev.starling.core.flexible.SegmentJsonReader;
import dev.starling.core.flexible.SegmentLeaf;
import dev.starling.core.flexible.SegmentNode;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/** The flexible-audience batch call against the in-process sandbox, signed in as demo_marketer. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class FlexibleAudienceClientTest {

    @TempDir
    static Path vault;

    private SignedInSandbox sandbox;
    private AdsClient ads;
    private String us;
    private Map<String, CustomAudience> audiences;

    @BeforeAll
    void start() {
        sandbox = new SignedInSandbox(vault);
        sandbox.signIn(SignedInSandbox.MARKETER);
        ads = sandbox.ads();
    }

    @AfterAll
    void stop() {
        sandbox.close();
    }

    @BeforeEach
    void seededWorld() {
        sandbox.resetAds();
        us = ads.accounts().stream().filter(account -> account.name().equals("Starling Coffee - US")).findFirst()
                .orElseThrow().id();
        audiences = LeafAudiences.load(ads, us);
    }

    private SegmentLeaf leaf(String name) {
        return SegmentLeaf.of(audiences.values().stream().filter(audience -> audience.name().equals(name))
                .map(LeafAudiences::facts).findFirst().orElseThrow());
    }

    private SegmentGroup tree() {
        return SegmentGroup.of(BooleanOperator.AND, List.of(
                leaf("Loyalty app members").withFrequency(2).withComparator(FrequencyComparator.NUM_GT),
                SegmentGroup.of(BooleanOperator.OR, List.of(leaf("Push opt-ins").withLookbackWindow(7),
                        leaf("App installers"))),
                leaf("Dormant app users").withNegate(true)));
    }

    private CustomAudience listed(String name) {
        return ads.audiences(us, new AudienceQuery(1000, null, name, AudienceScope.OWNER, false)).data().stream()
                .filter(audience -> audience.name().equals(name)).findFirst().orElseThrow();
    }

    @Test
    void createdAudiencesAppearInTheListWithTheirSegmentsExactlyAsSent() {
        SegmentGroup tree = tree();
        FlexibleBatchResult result = ads.flexible().create(us, List.of(
                new FlexibleDefinition("Loyal pushers", FlexibleAudienceType.MOBILE_AUDIENCE, tree),
                new FlexibleDefinition("Loyal pushers (any type)", FlexibleAudienceType.FLEXIBLE, tree)));

        assertThat(result.succeeded()).isTrue();
        assertThat(result.items()).extracting(FlexibleBatchResult.Item::label)
                .containsExactly("Loyal pushers", "Loyal pushers (any type)");
        CustomAudience created = result.audiences().get(0);
        assertThat(created.audienceType()).isEqualTo("MOBILE_AUDIENCE");
        assertThat(created.flexible()).isTrue();
        assertThat(created.reasonsNotTargetable()).containsExactly("PROCESSING");
        CustomAudience fromList = listed("Loyal pushers");
        assertThat(fromList.id()).isEqualTo(created.id());
        // Same fields, same values, same order: what was sent is what the API keeps.
        assertThat(fromList.segments().toString()).isEqualTo(SegmentJson.segments(tree).toString());
        assertThat(ads.audience(us, created.id(), false).segments()).isEqualTo(SegmentJson.segments(tree));
        SegmentNode readBack = SegmentJsonReader.segments(fromList.segments());
        assertThat(SegmentJson.segments(readBack)).isEqualTo(SegmentJson.segments(tree));
    }

    @Test
    void seededFlexibleAudiencesCarryReadableSegments() {
        CustomAudience seeded = listed("Loyal app members, not lapsed");
        SegmentGroup root = (SegmentGroup) SegmentJsonReader.segments(seeded.segments());
        assertThat(root.operator()).isEqualTo(BooleanOperator.AND);
        assertThat(root.children()).hasSize(2);
        assertThat(root.children().get(1).negate()).isTrue();
        assertThat(listed("Newsletter subscribers").segments()).isNull();
    }

    @Test
    void anItemErrorNamesTheDraftAndTheNodeAndHoldsTheRestBack() {
        SegmentGroup good = tree();
        SegmentLeaf odd = leaf("Push opt-ins").withLookbackWindow(3);
        SegmentGroup bad = SegmentGroup.of(BooleanOperator.OR, List.of(leaf("Loyalty app members"), odd));
        FlexibleBatchResult result = ads.flexible().create(us, List.of(
                new FlexibleDefinition("Fine one", FlexibleAudienceType.FLEXIBLE, good),
                new FlexibleDefinition("Odd one", FlexibleAudienceType.FLEXIBLE, bad)));

        assertThat(result.succeeded()).isFalse();
        assertThat(result.requestError()).isNull();
        assertThat(result.items().get(0).status()).isEqualTo(FlexibleBatchResult.Status.HELD_BACK);
        FlexibleBatchResult.Item failed = result.firstFailure().orElseThrow();
        assertThat(failed.index()).isEqualTo(1);
        assertThat(failed.label()).isEqualTo("Odd one");
        FlexibleBatchResult.ItemError error = failed.errors().get(0);
        assertThat(error.parameter()).isEqualTo("segments.child_segments[1].lookback_window");
        assertThat(error.path()).isEqualTo(NodePath.of(1));
        assertThat(error.node()).isEqualTo(odd.id());
        assertThat(error.message()).contains("lookback_window");
        assertThat(ads.audiences(us, new AudienceQuery(1000, null, null, AudienceScope.OWNER, false)).data())
                .extracting(CustomAudience::name).doesNotContain("Fine one", "Odd one");
    }

    @Test
    void aDuplicateNameIsAnItemErrorOnTheNameNotOnANode() {
        FlexibleBatchResult result = ads.flexible().create(us, List.of(
                new FlexibleDefinition("newsletter SUBSCRIBERS", FlexibleAudienceType.FLEXIBLE, tree())));
        FlexibleBatchResult.ItemError error = result.firstFailure().orElseThrow().errors().get(0);
        assertThat(error.code()).isEqualTo("DUPLICATE_NAME");
        assertThat(error.parameter()).isEqualTo("name");
        assertThat(error.node()).isNull();
    }

    @Test
    void aRequestLevelErrorIsGivenInWordsAndNothingIsCreated() {
        FlexibleBatchResult result = ads.flexible().create("nosuchaccount", List.of(
                new FlexibleDefinition("Anything", FlexibleAudienceType.FLEXIBLE, tree())));
        assertThat(result.requestError()).isInstanceOf(AdsErrors.class);
        assertThat(result.requestError().text().render(Messages::text)).contains("nosuchaccount").contains("NOT_FOUND");
        assertThat(result.items()).singleElement().satisfies(item ->
                assertThat(item.status()).isEqualTo(FlexibleBatchResult.Status.HELD_BACK));
    }

    @Test
    void deleteRemovesAFlexibleAudience() {
        CustomAudience created = ads.flexible().create(us, List.of(
                new FlexibleDefinition("Short lived", FlexibleAudienceType.FLEXIBLE, tree()))).audiences().get(0);
        FlexibleBatchResult deleted = ads.flexible().delete(us, List.of(created.id()));
        assertThat(deleted.succeeded()).isTrue();
        assertThat(deleted.audiences().get(0).deleted()).isTrue();
        assertThat(ads.audiences(us, new AudienceQuery(1000, null, "Short", AudienceScope.OWNER, false)).data()).isEmpty();
        FlexibleBatchResult again = ads.flexible().delete(us, List.of(created.id()));
        assertThat(again.firstFailure().orElseThrow().errors().get(0).code()).isEqualTo("NOT_FOUND");
    }

    @Test
    void moreThanTenItemsAreRefusedBeforeSending() {
        List<FlexibleDefinition> eleven = Collections.nCopies(11,
                new FlexibleDefinition("x", FlexibleAudienceType.FLEXIBLE, tree()));
        assertThatThrownBy(() -> ads.flexible().create(us, eleven)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("1 to 10");
    }

    @Test
    void leafFactsComeFromTheAccountsOwnSharedAndDeletedAudiences() {
        assertThat(LeafAudiences.lookup(audiences).apply(leaf("Holiday app campaign").audienceId()).deleted()).isTrue();
        assertThat(LeafAudiences.lookup(audiences).apply("nope").lookup())
                .isEqualTo(AudienceFacts.Lookup.MISSING);
        assertThat(LeafAudiences.takenNames(audiences, us)).contains("Newsletter subscribers")
                .doesNotContain("Holiday app campaign");
    }
}
