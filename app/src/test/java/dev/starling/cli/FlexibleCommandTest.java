package dev.starling.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.starling.core.api.ads.AdsClient;
import dev.starling.core.api.ads.AudienceQuery;
import dev.starling.core.api.ads.AudienceScope;
import dev.starling.core.api.ads.CustomAudience;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code starling flexible create} and {@code list} against a real sandbox on loopback, signed in with {@code starling login}. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class FlexibleCommandTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path dir;

    private UploadSandbox sandbox;
    private String us;

    @BeforeAll
    void start() throws Exception {
        sandbox = new UploadSandbox(dir);
        sandbox.login();
        us = sandbox.coffeeUs();
    }

    @AfterAll
    void stop() {
        sandbox.close();
    }

    private String id(String name) {
        return sandbox.adminAds().audiences(us, new AudienceQuery(1000, null, null, AudienceScope.OWNER, true)).data()
                .stream().filter(audience -> audience.name().equals(name)).findFirst().orElseThrow().id();
    }

    private Path file(String fileName, String json) throws Exception {
        return Files.writeString(dir.resolve(fileName), json);
    }

    private String twoLeaves(String first, String second) {
        return "{\"boolean_operator\":\"AND\",\"child_segments\":[{\"custom_audience_id\":\"" + id(first)
                + "\",\"frequency\":2},{\"custom_audience_id\":\"" + id(second) + "\",\"negate\":true}]}";
    }

    private CustomAudience listed(String name) {
        AdsClient ads = sandbox.adminAds();
        return ads.audiences(us, new AudienceQuery(1000, null, name, AudienceScope.OWNER, false)).data().stream()
                .filter(audience -> audience.name().equals(name)).findFirst().orElse(null);
    }

    @Test
    void createsFromASegmentsObjectWithTheGivenNameAndTheTreeAsWritten() throws Exception {
        Path tree = file("tree.json", twoLeaves("Loyalty app members", "Dormant app users"));

        UploadSandbox.Run run = sandbox.cli("flexible", "create", "--account", us, "--file", tree.toString(),
                "--name", "Loyal, not dormant");

        assertThat(run.exit()).as(run.err()).isZero();
        CustomAudience created = listed("Loyal, not dormant");
        assertThat(created).isNotNull();
        assertThat(run.out()).contains("created " + created.id()).contains("Loyal, not dormant");
        assertThat(created.segments()).isEqualTo(JSON.readTree("{\"boolean_operator\":\"AND\",\"negate\":false,"
                + "\"child_segments\":[{\"custom_audience_id\":\"" + id("Loyalty app members") + "\",\"lookback_window\":30,"
                + "\"frequency\":2,\"frequency_comparator\":\"NUM_GTE\",\"negate\":false},{\"custom_audience_id\":\""
                + id("Dormant app users") + "\",\"lookback_window\":30,\"frequency\":1,\"frequency_comparator\":\"NUM_GTE\","
                + "\"negate\":true}]}"));
    }

    @Test
    void createsEveryItemOfABatchBody() throws Exception {
        String body = "[{\"operation_type\":\"Create\",\"params\":{\"name\":\"Batch one\",\"audience_type\":\"MOBILE_AUDIENCE\","
                + "\"segments\":" + twoLeaves("Push opt-ins", "App installers") + "}},"
                + "{\"operation_type\":\"Create\",\"params\":{\"name\":\"Batch two\",\"audience_type\":\"FLEXIBLE\","
                + "\"segments\":" + twoLeaves("Order-ahead users", "Newsletter subscribers") + "}}]";

        UploadSandbox.Run run = sandbox.cli("flexible", "create", "--account", us, "--file", file("batch.json", body).toString());

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(listed("Batch one").audienceType()).isEqualTo("MOBILE_AUDIENCE");
        assertThat(listed("Batch two").audienceType()).isEqualTo("FLEXIBLE");
    }

    @Test
    void aTreeBreakingTheRulesIsRefusedBeforeSendingSayingWhereAndWhy() throws Exception {
        String bad = "{\"boolean_operator\":\"AND\",\"child_segments\":[{\"custom_audience_id\":\"" + id("Loyalty app members")
                + "\",\"lookback_window\":3},{\"custom_audience_id\":\"" + id("Holiday app campaign") + "\"}]}";

        UploadSandbox.Run run = sandbox.cli("flexible", "create", "--account", us, "--file",
                file("bad.json", bad).toString(), "--name", "Never sent");

        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err()).contains("segments.child_segments[0].lookback_window: The lookback window is 1, 7, 14 or 30 days, not 3.")
                .contains("segments.child_segments[1].custom_audience_id: “Holiday app campaign” is deleted")
                .contains("nothing was sent");
        assertThat(listed("Never sent")).isNull();
    }

    @Test
    void aMissingNameIsExplainedWithTheOptionThatGivesIt() throws Exception {
        UploadSandbox.Run run = sandbox.cli("flexible", "create", "--account", us, "--file",
                file("noname.json", twoLeaves("Loyalty app members", "Push opt-ins")).toString());

        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err()).contains("Give the audience a name.").contains("--name NAME");
    }

    @Test
    void aNameTheAccountAlreadyUsesIsRefused() throws Exception {
        UploadSandbox.Run run = sandbox.cli("flexible", "create", "--account", us, "--file",
                file("taken.json", twoLeaves("Loyalty app members", "Push opt-ins")).toString(), "--name", "frequent ORDERERS");

        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err()).contains("item 1 “frequent ORDERERS”: name: The name “frequent ORDERERS” is already used");
    }

    @Test
    void badJsonIsRefusedNamingWhatIsWrongAndWhere() throws Exception {
        Path file = file("broken.json", "{\"boolean_operator\":\"AND\",\"child_segments\":[{\"custom_audience_id\":\"x\","
                + "\"frequency_comparator\":\"MOST\"}]}");

        UploadSandbox.Run run = sandbox.cli("flexible", "create", "--account", us, "--file", file.toString(), "--name", "x");

        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err()).contains("is not a segment tree: segments.child_segments[0].frequency_comparator must be one of");
        UploadSandbox.Run syntax = sandbox.cli("flexible", "create", "--account", us, "--file",
                file("syntax.json", "{\"boolean_operator\": AND}").toString(), "--name", "x");
        assertThat(syntax.exit()).isEqualTo(1);
        assertThat(syntax.err()).contains("This is not valid JSON (line 1, column");
    }

    @Test
    void argumentProblemsAreUsageErrors() throws Exception {
        assertThat(sandbox.cli("flexible", "create", "--file", "x.json").exit()).isEqualTo(2);
        UploadSandbox.Run noFile = sandbox.cli("flexible", "create", "--account", us);
        assertThat(noFile.exit()).isEqualTo(2);
        assertThat(noFile.err()).contains("Missing --file FILE");
        UploadSandbox.Run missing = sandbox.cli("flexible", "create", "--account", us, "--file", dir.resolve("nope.json").toString());
        assertThat(missing.exit()).isEqualTo(2);
        assertThat(missing.err()).contains("does not exist"); // read as upload --file reads its file
        String two = "[{\"operation_type\":\"Create\",\"params\":{\"name\":\"a\",\"segments\":{\"custom_audience_id\":\"x\"}}},"
                + "{\"operation_type\":\"Create\",\"params\":{\"name\":\"b\",\"segments\":{\"custom_audience_id\":\"y\"}}}]";
        UploadSandbox.Run named = sandbox.cli("flexible", "create", "--account", us, "--file",
                file("two.json", two).toString(), "--name", "both");
        assertThat(named.exit()).isEqualTo(2);
        assertThat(named.err()).contains("--name names one audience, but the file holds 2 Create items");
        // without --account, list works in the default ad account and says which (issue 29)
        UploadSandbox.Run defaulted = sandbox.cli("flexible", "list");
        assertThat(defaulted.exit()).as(defaulted.err()).isZero();
        assertThat(defaulted.err()).contains("ad account: ").contains("(the default");
    }

    @Test
    void listShowsTheAccountsFlexibleAudiencesWithTheirLeafCounts() {
        UploadSandbox.Run run = sandbox.cli("flexible", "list", "--account", us);

        assertThat(run.exit()).as(run.err()).isZero();
        List<String> lines = run.out().lines().toList();
        assertThat(lines.get(0)).startsWith("ID").contains("NAME").contains("TARGETABLE").contains("SIZE").endsWith("LEAVES");
        assertThat(lines).anySatisfy(line -> assertThat(line).startsWith(id("Loyal app members, not lapsed"))
                .contains("Loyal app members, not lapsed").endsWith("  2"));
        assertThat(lines).anySatisfy(line -> assertThat(line).contains("Frequent orderers").endsWith("  3"));
        assertThat(lines).noneSatisfy(line -> assertThat(line).contains("Newsletter subscribers"));
    }

    @Test
    void withNobodySignedInNothingIsSentAndLoginIsSuggested() throws Exception {
        List<String> args = new ArrayList<>(sandbox.globalArgs());
        args.set(args.indexOf("--data-dir") + 1, dir.resolve("fresh-data").toString());
        args.addAll(List.of("flexible", "list", "--account", us));
        StringWriter err = new StringWriter();
        CommandLine commandLine = StarlingCommand.commandLine(options -> {
            throw new AssertionError("the window must not open");
        }, sandbox.env());
        ((StarlingCommand) commandLine.getCommand()).useWriters(new PrintWriter(new StringWriter(), true),
                new PrintWriter(err, true));

        assertThat(commandLine.execute(args.toArray(String[]::new))).isEqualTo(1);
        assertThat(err.toString()).contains("no account is signed in").contains("starling login");
    }
}
