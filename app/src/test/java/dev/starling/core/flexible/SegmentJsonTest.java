package dev.starling.core.flexible;

import static dev.starling.core.flexible.Trees.CHURNED;
import static dev.starling.core.flexible.Trees.INSTALLERS;
import static dev.starling.core.flexible.Trees.LOYAL;
import static dev.starling.core.flexible.Trees.and;
import static dev.starling.core.flexible.Trees.leaf;
import static dev.starling.core.flexible.Trees.or;
import static dev.starling.core.flexible.Trees.shape;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.starling.core.text.Messages;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SegmentJsonTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final SegmentGroup tree = and(
            leaf(LOYAL).withFrequency(2).withLookbackWindow(14).withComparator(FrequencyComparator.NUM_GT),
            or(leaf(CHURNED), leaf(INSTALLERS).withNegate(true)).withNegate(true));

    @Test
    void segmentsAreWrittenWithEveryFieldExplicitInTheOrderTheApiEchoesThem() throws Exception {
        String written = JSON.writeValueAsString(SegmentJson.segments(tree));
        assertThat(written).isEqualTo("{\"boolean_operator\":\"AND\",\"negate\":false,\"child_segments\":["
                + "{\"custom_audience_id\":\"a1\",\"lookback_window\":14,\"frequency\":2,\"frequency_comparator\":\"NUM_GT\",\"negate\":false},"
                + "{\"boolean_operator\":\"OR\",\"negate\":true,\"child_segments\":["
                + "{\"custom_audience_id\":\"a2\",\"lookback_window\":30,\"frequency\":1,\"frequency_comparator\":\"NUM_GTE\",\"negate\":false},"
                + "{\"custom_audience_id\":\"a3\",\"lookback_window\":30,\"frequency\":1,\"frequency_comparator\":\"NUM_GTE\",\"negate\":true}]}]}");
    }

    @Test
    void treeToBatchBodyToTreeGivesTheSameTree() {
        FlexibleDefinition definition = new FlexibleDefinition("Loyal, not churned", FlexibleAudienceType.MOBILE_AUDIENCE, tree);
        String body = SegmentJson.pretty(SegmentJson.createBody(List.of(definition, definition.withName("Second"))));
        List<FlexibleDefinition> read = SegmentJsonReader.read(body);
        assertThat(read).hasSize(2);
        assertThat(read.get(0).name()).isEqualTo("Loyal, not churned");
        assertThat(read.get(0).type()).isEqualTo(FlexibleAudienceType.MOBILE_AUDIENCE);
        assertThat(read.get(1).name()).isEqualTo("Second");
        assertThat(SegmentJson.segments(read.get(0).root())).isEqualTo(SegmentJson.segments(tree));
        assertThat(shape(read.get(0).root())).isEqualTo(shape(tree)).isEqualTo("(AND a1 !(OR a2 !a3))");
        SegmentLeaf first = (SegmentLeaf) ((SegmentGroup) read.get(0).root()).children().get(0);
        assertThat(first.audience().lookup()).isEqualTo(AudienceFacts.Lookup.UNRESOLVED);
        assertThat(first.frequency()).isEqualTo(2);
        assertThat(first.comparator()).isEqualTo(FrequencyComparator.NUM_GT);
        assertThat(first.lookbackWindow()).isEqualTo(14);
    }

    @Test
    void aSegmentsObjectAParamsObjectAndOneItemAreReadToo() throws Exception {
        String segments = JSON.writeValueAsString(SegmentJson.segments(tree));
        FlexibleDefinition bare = SegmentJsonReader.read(segments).get(0);
        assertThat(bare.name()).isEmpty();
        assertThat(bare.type()).isEqualTo(FlexibleAudienceType.FLEXIBLE);
        assertThat(SegmentJson.segments(bare.root())).isEqualTo(SegmentJson.segments(tree));
        JsonNode item = SegmentJson.createItem(new FlexibleDefinition("One", FlexibleAudienceType.FLEXIBLE, tree));
        assertThat(SegmentJsonReader.read(JSON.writeValueAsString(item)).get(0).name()).isEqualTo("One");
        assertThat(SegmentJsonReader.read(JSON.writeValueAsString(item.get("params"))).get(0).name()).isEqualTo("One");
    }

    @Test
    void omittedFieldsTakeTheApiDefaultsAndRuleBreakingValuesAreKeptForValidation() {
        SegmentNode read = SegmentJsonReader.read("{\"child_segments\":[{\"custom_audience_id\":\"a1\"},"
                + "{\"custom_audience_id\":\"a2\",\"lookback_window\":3,\"frequency\":0}]}").get(0).root();
        SegmentGroup root = (SegmentGroup) read;
        assertThat(root.operator()).isNull();
        assertThat(root.negate()).isFalse();
        SegmentLeaf first = (SegmentLeaf) root.children().get(0);
        assertThat(first.lookbackWindow()).isEqualTo(30);
        assertThat(first.frequency()).isEqualTo(1);
        assertThat(first.comparator()).isEqualTo(FrequencyComparator.NUM_GTE);
        assertThat(first.negate()).isFalse();
        assertThat(((SegmentLeaf) root.children().get(1)).lookbackWindow()).isEqualTo(3);
        assertThat(TreeValidator.validateTree(read, FlexibleAudienceType.FLEXIBLE).errors())
                .extracting(problem -> problem.text().key())
                .containsExactly("flexible.problem.operatorMissing", "flexible.problem.lookback", "flexible.problem.frequency");
    }

    @Test
    void emptyGroupsAreReadAsGroupsForValidationToExplain() {
        SegmentGroup root = (SegmentGroup) SegmentJsonReader.read(
                "{\"boolean_operator\":\"AND\",\"child_segments\":[{\"custom_audience_id\":\"a1\"},{\"boolean_operator\":\"OR\",\"child_segments\":[]}]}")
                .get(0).root();
        assertThat(root.children().get(1)).isInstanceOf(SegmentGroup.class);
        assertThat(((SegmentGroup) root.children().get(1)).children()).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            not json                 | {"boolean_operator": "AND",                                                   | flexible.json.syntax        |
            blank                    | '   '                                                                         | flexible.json.empty         |
            a number                 | 42                                                                            | flexible.json.notTree       |
            unknown field            | {"boolean_operator":"AND","child_segments":[{"custom_audience_id":"a","weight":2}]} | flexible.json.unknownField | segments.child_segments[0].weight
            child not an object      | {"boolean_operator":"AND","child_segments":[7]}                               | flexible.json.notObject     | segments.child_segments[0]
            children not an array    | {"boolean_operator":"AND","child_segments":{}}                                | flexible.json.notArray      | segments.child_segments
            both kinds               | {"boolean_operator":"AND","custom_audience_id":"a","child_segments":[{"custom_audience_id":"b"}]} | flexible.json.bothKinds | segments.custom_audience_id
            operator on a leaf       | {"boolean_operator":"AND","child_segments":[{"custom_audience_id":"a","boolean_operator":"OR"}]} | flexible.json.operatorOnLeaf | segments.child_segments[0].boolean_operator
            bad operator             | {"boolean_operator":"XOR","child_segments":[{"custom_audience_id":"a"}]}      | flexible.json.operator      | segments.boolean_operator
            leaf without audience    | {"boolean_operator":"AND","child_segments":[{"negate":true}]}                 | flexible.json.audienceMissing | segments.child_segments[0].custom_audience_id
            blank audience           | {"boolean_operator":"AND","child_segments":[{"custom_audience_id":" "}]}      | flexible.json.audienceMissing | segments.child_segments[0].custom_audience_id
            fractional lookback      | {"boolean_operator":"AND","child_segments":[{"custom_audience_id":"a","lookback_window":7.5}]} | flexible.json.notInteger | segments.child_segments[0].lookback_window
            text frequency           | {"boolean_operator":"AND","child_segments":[{"custom_audience_id":"a","frequency":"2"}]} | flexible.json.notInteger | segments.child_segments[0].frequency
            bad comparator           | {"boolean_operator":"AND","child_segments":[{"custom_audience_id":"a","frequency_comparator":"MORE"}]} | flexible.json.comparator | segments.child_segments[0].frequency_comparator
            text negate              | {"boolean_operator":"AND","child_segments":[{"custom_audience_id":"a","negate":"yes"}]} | flexible.json.notBoolean | segments.child_segments[0].negate
            empty batch              | []                                                                            | flexible.json.batchItems    |
            update item              | [{"operation_type":"Update","params":{}}]                                     | flexible.json.operation     | [0].operation_type
            item without segments    | [{"operation_type":"Create","params":{"name":"x"}}]                           | flexible.json.missing       | [0].params.segments
            bad type                 | [{"operation_type":"Create","params":{"name":"x","audience_type":"CRM","segments":{}}}] | flexible.json.type | [0].params.audience_type
            bad nested in batch      | [{"operation_type":"Create","params":{"name":"x","segments":{"boolean_operator":"AND","child_segments":[{"custom_audience_id":"a","frequency":true}]}}}] | flexible.json.notInteger | [0].params.segments.child_segments[0].frequency
            """)
    void badJsonIsRefusedSayingWhatIsWrongAndWhere(String what, String text, String key, String location) {
        assertThatThrownBy(() -> SegmentJsonReader.read(text))
                .isInstanceOfSatisfying(SegmentJsonException.class, e -> {
                    assertThat(e.text().key()).isEqualTo(key);
                    assertThat(e.location()).isEqualTo(location == null ? "" : location);
                    String words = Messages.text(e.text().key(), e.text().argArray());
                    assertThat(words).isNotBlank();
                    if (location != null) {
                        assertThat(words).contains(location);
                    }
                });
    }

    @Test
    void theSyntaxErrorNamesLineAndColumn() {
        assertThatThrownBy(() -> SegmentJsonReader.read("{\n  \"boolean_operator\": \"AND\",\n  oops\n}"))
                .isInstanceOfSatisfying(SegmentJsonException.class, e ->
                        assertThat(Messages.text(e.text().key(), e.text().argArray())).contains("line 3"));
    }

    @Test
    void deleteBodyNamesEachAudience() throws Exception {
        assertThat(JSON.writeValueAsString(SegmentJson.deleteBody(List.of("x1", "x2")))).isEqualTo(
                "[{\"operation_type\":\"Delete\",\"params\":{\"custom_audience_id\":\"x1\"}},"
                        + "{\"operation_type\":\"Delete\",\"params\":{\"custom_audience_id\":\"x2\"}}]");
    }
}
