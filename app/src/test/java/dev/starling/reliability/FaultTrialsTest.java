package dev.starling.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.starling.cli.UploadSandbox;
import dev.starling.core.api.ads.SignedInSandbox;
import dev.starling.core.api.error.ApiException;
import dev.starling.core.api.http.Auth;
import dev.starling.core.api.http.HttpSettings;
import dev.starling.sandbox.SandboxConfig;
import dev.starling.sandbox.infra.Faults;
import dev.starling.sandbox.infra.FaultsModule;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Fault trials against the sandbox's fault injection: an upload under 503s, 429s, dropped
 * connections, latency and a mix of all ends with the audience holding exactly the source set
 * (resuming when the retries of a run are used up, as a person or a cron line would); queries under
 * the same faults return the complete answer or a clear error, never a partial one.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class FaultTrialsTest {

    private static final int ROWS = 6_000; // three batches of at most 2,500
    private static final int MAX_RESUMES = 5;
    private static final int QUERIES = 15;

    private Path work;
    private UploadSandbox sandbox;
    private String account;
    private int trial;

    @BeforeAll
    void signIn(@TempDir Path dir) throws Exception {
        work = dir;
        sandbox = new UploadSandbox(dir);
        sandbox.login();
        account = sandbox.coffeeUs();
    }

    @AfterAll
    void stop() {
        sandbox.close();
    }

    static Stream<Arguments> faults() {
        return Stream.of(
                Arguments.of("503 on a third of requests", new Faults(0, 0.33, 0, 0)),
                Arguments.of("429 without headers on a third", new Faults(0, 0, 0.33, 0)),
                Arguments.of("a fifth of connections dropped", new Faults(0, 0, 0, 0.2)),
                Arguments.of("300 ms latency", new Faults(300, 0, 0, 0)),
                Arguments.of("mixed", new Faults(40, 0.15, 0.1, 0.1)));
    }

    @ParameterizedTest(name = "upload under {0}")
    @MethodSource("faults")
    @Timeout(value = 90, unit = TimeUnit.SECONDS)
    void anUploadUnderFaultsEndsWithExactlyTheSourceSet(String name, Faults faults) throws Exception {
        Path crm = work.resolve("fault-" + (++trial) + ".csv");
        Set<String> expected = Emails.write(crm, ROWS, "fault" + trial);
        String audience = sandbox.createAudience(account, "Fault trial " + trial);
        sandbox.faults(faults);
        try {
            UploadSandbox.Run run = sandbox.cli("upload", "--account", account, "--audience", audience,
                    "--file", crm.toString());
            for (int resumes = 0; run.exit() != 0 && resumes < MAX_RESUMES; resumes++) {
                // Retries used up: a clear error that says how to go on, then going on.
                assertThat(run.exit()).as(run.err()).isEqualTo(1);
                assertThat(run.err()).contains("Resume with 'starling upload --resume");
                UserFacing.assertPlain(run.out() + run.err());
                run = sandbox.cli("upload", "--resume");
            }
            assertThat(run.exit()).as("%s: %s", name, run.err()).isZero();
            UserFacing.assertPlain(run.out() + run.err());
        } finally {
            sandbox.faults(Faults.NONE);
        }
        Emails.assertSameSet(sandbox.emailMembers(audience), expected);
    }

    @Test
    @Timeout(value = 90, unit = TimeUnit.SECONDS)
    void queriesUnderMixedFaultsAnswerCompletelyOrSayWhatFailed(@TempDir Path vault) {
        try (SignedInSandbox api = new SignedInSandbox(vault, SandboxConfig.defaults().withSeed(7),
                log -> HttpSettings.defaults(log).withTimeouts(Duration.ofSeconds(2), Duration.ofSeconds(2)))) {
            api.signIn(SignedInSandbox.MARKETER);
            Auth auth = api.services().accounts().defaultAccount().flatMap(api.services().accounts()::authFor)
                    .orElseThrow();
            Map<String, String> params = new LinkedHashMap<>();
            params.put("user.fields", "created_at,description,public_metrics");
            String baseline = api.services().v2().get("/2/users/me", params, auth).body().toString();
            // A 429 without a reset header costs the client a 5-second pause: few of them, to stay quick.
            api.sandbox().module(FaultsModule.class).set(new Faults(20, 0.25, 0.05, 0.15));
            int complete = 0;
            int failed = 0;
            for (int i = 0; i < QUERIES; i++) {
                try {
                    JsonNode body = api.services().v2().get("/2/users/me", params, auth).body();
                    assertThat(body.toString()).as("a complete answer").isEqualTo(baseline);
                    complete++;
                } catch (ApiException e) {
                    UserFacing.assertPlain(e.getMessage());
                    assertThat(e.getMessage()).containsAnyOf("unavailable", "Too many requests", "Rate limit",
                            "connection", "did not answer");
                    failed++;
                }
            }
            System.out.printf("reliability: queries under mixed faults: %d complete, %d clear errors%n", complete, failed);
            assertThat(complete + failed).isEqualTo(QUERIES);
            assertThat(complete).as("retries carry most queries through").isPositive();
        }
    }
}
