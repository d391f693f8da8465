package dev.starling.core.flexible;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.starling.core.api.ApiServices;
import dev.starling.core.api.http.ApiUrls;
import dev.starling.core.api.ads.AdsClient;
import dev.starling.core.api.ads.CustomAudience;
import dev.starling.core.api.ads.LeafAudiences;
import dev.starling.core.api.ads.SignedInSandbox;
import dev.starling.core.api.http.ApiRequest;
import dev.starling.core.api.http.ApiResponse;
import dev.starling.core.api.http.Auth;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * One table of segment trees, valid and invalid by each rule, sent to the sandbox's flexible-audience
 * endpoint over real, signed HTTP and checked by the editor's validator: both must accept the same
 * trees and refuse the same ones for the same rule at the same place. Each row names the rule (the
 * editor's bundle key) and the parameter the server names.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SandboxAgreementTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final AtomicInteger ROW = new AtomicInteger();

    @TempDir
    static Path vault;

    private SignedInSandbox sandbox;
    private String us;
    private Map<String, CustomAudience> audiences;

    @BeforeAll
    void start() {
        sandbox = new SignedInSandbox(vault);
        sandbox.signIn(SignedInSandbox.MARKETER);
        AdsClient ads = sandbox.ads();
        us = ads.accounts().stream().filter(account -> account.name().equals("Starling Coffee - US")).findFirst()
                .orElseThrow().id();
        audiences = LeafAudiences.load(ads, us);
    }

    @AfterAll
    void stop() {
        sandbox.close();
    }

    /** {NAME} placeholders become the ids of the seeded audiences of Starling Coffee - US. */
    private String withIds(String template) {
        String text = template.replace("{TEN}", leaves(10)).replace("{ELEVEN}", leaves(11))
                .replace("{DEEP5}", nested(4)).replace("{DEEP6}", nested(5));
        Map<String, String> names = Map.of("{LOYAL}", "Loyalty app members", "{ORDER}", "Order-ahead users",
                "{PUSH}", "Push opt-ins", "{DORMANT}", "Dormant app users", "{BETA}", "Beta testers",
                "{GONE}", "Holiday app campaign", "{CRM}", "Newsletter subscribers", "{FLEX}", "Loyal app users",
                "{INSTALL}", "App installers");
        for (Map.Entry<String, String> entry : names.entrySet()) {
            String id = audiences.values().stream().filter(audience -> audience.name().equals(entry.getValue()))
                    .findFirst().orElseThrow().id();
            text = text.replace(entry.getKey(), id);
        }
        return text;
    }

    private String leaves(int count) {
        List<String> ids = audiences.values().stream().filter(audience -> "MOBILE".equals(audience.audienceType())
                && !audience.deleted()).map(CustomAudience::id).toList();
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < count; i++) {
            out.append(i == 0 ? "" : ",").append("{\"custom_audience_id\":\"").append(ids.get(i % ids.size())).append("\"}");
        }
        return out.toString();
    }

    /** A leaf under {@code groups} nested AND groups below the root group. */
    private String nested(int groups) {
        String inner = "{\"custom_audience_id\":\"{LOYAL}\"}";
        for (int i = 0; i < groups; i++) {
            inner = "{\"boolean_operator\":\"AND\",\"child_segments\":[" + inner + "]}";
        }
        return inner;
    }

    /** What the sandbox said: empty when it created the audience, else the first item error's parameter and message. */
    private record ServerAnswer(boolean created, String parameter, String message) {
    }

    private ServerAnswer server(String name, String type, String segments) throws Exception {
        String body = "[{\"operation_type\":\"Create\",\"params\":{\"name\":" + JSON.writeValueAsString(name)
                + ",\"audience_type\":\"" + type + "\",\"segments\":" + segments + "}}]";
        ApiServices services = sandbox.services();
        Auth auth = services.accounts().defaultAccount().flatMap(services.accounts()::authFor).orElseThrow();
        ApiResponse response = services.http().exchange(ApiRequest.postJson(ApiUrls.resolve(
                services.environment().adsApiBase(), "/12/batch/accounts/" + us + "/custom_audiences"),
                body.getBytes(StandardCharsets.UTF_8), auth));
        if (response.status() == 200) {
            return new ServerAnswer(true, null, null);
        }
        JsonNode error = JSON.readTree(response.body()).path("operation_errors").path(0).path("errors").path(0);
        assertThat(error.isMissingNode()).as("an item error, got %s", new String(response.body(), StandardCharsets.UTF_8))
                .isFalse();
        return new ServerAnswer(false, error.path("parameter").asText(), error.path("message").asText());
    }

    /** What the editor says: empty when valid, else the rule (bundle key) and parameter of its first error. */
    private Optional<String[]> editor(String name, String type, String segments) {
        FlexibleDefinition read;
        try {
            read = SegmentJsonReader.read("{\"name\":" + quote(name) + ",\"audience_type\":\"" + type
                    + "\",\"segments\":" + segments + "}").get(0);
        } catch (SegmentJsonException e) {
            return Optional.of(new String[] {e.text().key(), e.location().replaceFirst("^params\\.", "")});
        }
        FlexibleDefinition resolved = read.withRoot(SegmentTrees.withFacts(read.root(), LeafAudiences.lookup(audiences)));
        Validation validation = TreeValidator.validate(resolved, LeafAudiences.takenNames(audiences, us));
        return validation.firstError().map(error -> new String[] {error.text().key(), error.parameter()});
    }

    private static String quote(String text) {
        try {
            return JSON.writeValueAsString(text);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', nullValues = "-", textBlock = """
            two mobile audiences                 | FLEXIBLE        | {"boolean_operator":"AND","child_segments":[{"custom_audience_id":"{LOYAL}"},{"custom_audience_id":"{ORDER}"}]} | - | -
            nested, excluded, every field        | MOBILE_AUDIENCE | {"boolean_operator":"AND","negate":false,"child_segments":[{"custom_audience_id":"{LOYAL}","lookback_window":7,"frequency":3,"frequency_comparator":"NUM_LT","negate":false},{"boolean_operator":"OR","negate":true,"child_segments":[{"custom_audience_id":"{PUSH}"},{"custom_audience_id":"{DORMANT}","lookback_window":1}]}]} | - | -
            a single leaf as the whole tree      | FLEXIBLE        | {"custom_audience_id":"{LOYAL}"} | - | -
            a CRM audience in a FLEXIBLE one     | FLEXIBLE        | {"boolean_operator":"OR","child_segments":[{"custom_audience_id":"{CRM}"},{"custom_audience_id":"{INSTALL}"}]} | - | -
            a group of one is only a warning     | FLEXIBLE        | {"boolean_operator":"AND","child_segments":[{"boolean_operator":"OR","child_segments":[{"custom_audience_id":"{LOYAL}"}]}]} | - | -
            too small and processing leaves      | MOBILE_AUDIENCE | {"boolean_operator":"OR","child_segments":[{"custom_audience_id":"{DORMANT}"},{"custom_audience_id":"{BETA}"}]} | - | -
            exactly ten leaves                   | FLEXIBLE        | {"boolean_operator":"OR","child_segments":[{TEN}]} | - | -
            five levels                          | FLEXIBLE        | {DEEP5} | - | -
            eleven leaves                        | FLEXIBLE        | {"boolean_operator":"OR","child_segments":[{ELEVEN}]} | flexible.problem.tooManyLeaves | segments
            six levels                           | FLEXIBLE        | {DEEP6} | flexible.problem.tooDeep | segments.child_segments[0].child_segments[0].child_segments[0].child_segments[0].child_segments[0]
            a group without an operator          | FLEXIBLE        | {"boolean_operator":"AND","child_segments":[{"custom_audience_id":"{LOYAL}"},{"child_segments":[{"custom_audience_id":"{ORDER}"},{"custom_audience_id":"{PUSH}"}]}]} | flexible.problem.operatorMissing | segments.child_segments[1].boolean_operator
            an empty group                       | FLEXIBLE        | {"boolean_operator":"AND","child_segments":[{"custom_audience_id":"{LOYAL}"},{"boolean_operator":"OR","child_segments":[]}]} | flexible.problem.emptyGroup | segments.child_segments[1].boolean_operator
            an empty tree                        | FLEXIBLE        | {"boolean_operator":"AND","child_segments":[]} | flexible.problem.emptyTree | segments.boolean_operator
            a lookback of 3 days                 | FLEXIBLE        | {"boolean_operator":"AND","child_segments":[{"custom_audience_id":"{LOYAL}","lookback_window":3},{"custom_audience_id":"{ORDER}"}]} | flexible.problem.lookback | segments.child_segments[0].lookback_window
            a frequency of 0                     | FLEXIBLE        | {"boolean_operator":"AND","child_segments":[{"custom_audience_id":"{LOYAL}"},{"custom_audience_id":"{ORDER}","frequency":0}]} | flexible.problem.frequency | segments.child_segments[1].frequency
            a deleted audience                   | FLEXIBLE        | {"boolean_operator":"AND","child_segments":[{"custom_audience_id":"{LOYAL}"},{"custom_audience_id":"{GONE}"}]} | flexible.problem.audienceDeleted | segments.child_segments[1].custom_audience_id
            a flexible audience as a leaf        | FLEXIBLE        | {"boolean_operator":"AND","child_segments":[{"custom_audience_id":"{FLEX}"},{"custom_audience_id":"{ORDER}"}]} | flexible.problem.audienceFlexible | segments.child_segments[0].custom_audience_id
            an audience the account cannot use   | FLEXIBLE        | {"boolean_operator":"AND","child_segments":[{"custom_audience_id":"{LOYAL}"},{"custom_audience_id":"nosuchid"}]} | flexible.problem.audienceMissing | segments.child_segments[1].custom_audience_id
            a CRM audience in a MOBILE_AUDIENCE  | MOBILE_AUDIENCE | {"boolean_operator":"OR","child_segments":[{"custom_audience_id":"{INSTALL}"},{"custom_audience_id":"{CRM}"}]} | flexible.problem.notMobile | segments.child_segments[1].custom_audience_id
            an unknown field                     | FLEXIBLE        | {"boolean_operator":"AND","child_segments":[{"custom_audience_id":"{LOYAL}","weight":2}]} | flexible.json.unknownField | segments.child_segments[0].weight
            an unknown comparator                | FLEXIBLE        | {"boolean_operator":"AND","child_segments":[{"custom_audience_id":"{LOYAL}","frequency_comparator":"MORE"}]} | flexible.json.comparator | segments.child_segments[0].frequency_comparator
            both a group and a leaf              | FLEXIBLE        | {"boolean_operator":"AND","custom_audience_id":"{ORDER}","child_segments":[{"custom_audience_id":"{LOYAL}"}]} | flexible.json.bothKinds | segments.custom_audience_id
            an operator on a leaf                | FLEXIBLE        | {"boolean_operator":"AND","child_segments":[{"custom_audience_id":"{LOYAL}","boolean_operator":"OR"}]} | flexible.json.operatorOnLeaf | segments.child_segments[0].boolean_operator
            an unknown operator                  | FLEXIBLE        | {"boolean_operator":"XOR","child_segments":[{"custom_audience_id":"{LOYAL}"}]} | flexible.json.operator | segments.boolean_operator
            negate as text                       | FLEXIBLE        | {"boolean_operator":"AND","child_segments":[{"custom_audience_id":"{LOYAL}","negate":"yes"}]} | flexible.json.notBoolean | segments.child_segments[0].negate
            lookback as text                     | FLEXIBLE        | {"boolean_operator":"AND","child_segments":[{"custom_audience_id":"{LOYAL}","lookback_window":"7"}]} | flexible.json.notInteger | segments.child_segments[0].lookback_window
            a leaf without an audience           | FLEXIBLE        | {"boolean_operator":"AND","child_segments":[{"negate":true}]} | flexible.json.audienceMissing | segments.child_segments[0].custom_audience_id
            no name                              | FLEXIBLE        | {"boolean_operator":"AND","child_segments":[{"custom_audience_id":"{LOYAL}"}]} | flexible.problem.nameMissing | name
            a name the account uses              | FLEXIBLE        | {"boolean_operator":"AND","child_segments":[{"custom_audience_id":"{LOYAL}"}]} | flexible.problem.nameTaken | name
            a name of 256 characters             | FLEXIBLE        | {"boolean_operator":"AND","child_segments":[{"custom_audience_id":"{LOYAL}"}]} | flexible.problem.nameTooLong | name
            """)
    void theSandboxAndTheEditorAgreeRuleForRule(String row, String type, String template, String rule,
                                                String parameter) throws Exception {
        String name = switch (row) {
            case "no name" -> " ";
            case "a name the account uses" -> "NEWSLETTER subscribers";
            case "a name of 256 characters" -> "n".repeat(256);
            default -> "Agreement " + ROW.incrementAndGet();
        };
        String segments = withIds(template);
        ServerAnswer server = server(name, type, segments);
        Optional<String[]> editor = editor(name, type, segments);

        if (rule == null) {
            assertThat(server.created()).as("sandbox created it (%s)", server.message()).isTrue();
            assertThat(editor).as("editor finds no error").isEmpty();
            return;
        }
        assertThat(server.created()).as("sandbox refuses it").isFalse();
        assertThat(server.parameter()).as("sandbox names the parameter (%s)", server.message()).isEqualTo(parameter);
        assertThat(editor).as("editor refuses it").isPresent();
        assertThat(editor.get()[0]).as("editor's rule").isEqualTo(rule);
        // The same node: the editor puts an empty group's problem on the group, where the server names its operator.
        assertThat(NodePath.fromParameter(editor.get()[1])).isEqualTo(NodePath.fromParameter(parameter));
        if (!rule.equals("flexible.problem.emptyGroup") && !rule.equals("flexible.problem.emptyTree")) {
            assertThat(editor.get()[1]).as("editor's parameter").isEqualTo(parameter);
        }
    }
}
