package dev.starling.core.upload.send;

import dev.starling.core.api.ads.AdsClient;
import static org.assertj.core.api.InstanceOfAssertFactories.STRING;
import dev.starling.testing.Words;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.starling.core.api.ads.AdAccount;
import dev.starling.core.api.ads.SignedInSandbox;
import dev.starling.core.api.http.HttpSettings;
import dev.starling.sandbox.SandboxConfig;
import dev.starling.sandbox.ads.AdsModule;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import dev.starling.core.upload.normalize.Sha256Hex;
import dev.starling.core.upload.encode.UploadBatch;
import dev.starling.core.upload.common.UploadException;
import dev.starling.core.upload.common.UploadSettings;

/** The real sender against a real in-process sandbox, signed in with the PIN flow as a person would. */
class AdsBatchSenderTest {

    @TempDir
    Path vault;

    private SignedInSandbox sandbox;

    @AfterEach
    void stop() {
        if (sandbox != null) {
            sandbox.close();
        }
    }

    /** The HTTP client would otherwise wait out a 429 itself (up to 15 minutes): let the sender see it. */
    private SignedInSandbox start(SandboxConfig config) {
        sandbox = new SignedInSandbox(vault, config,
                log -> HttpSettings.defaults(log).withMaxRateLimitWait(Duration.ofMillis(1)));
        return sandbox;
    }

    private SignedInSandbox signedIn(SandboxConfig config) {
        start(config).signIn(SignedInSandbox.MARKETER);
        return sandbox;
    }

    private AdsBatchSender sender() {
        return new AdsBatchSender(AdsClient.following(sandbox::services), Clock.systemUTC());
    }

    private String coffeeUs() {
        return sandbox.ads().accounts().stream().filter(a -> a.name().equals("Starling Coffee - US"))
                .map(AdAccount::id).findFirst().orElseThrow();
    }

    private static List<String> emails(int count, String tag) {
        List<String> hashes = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            hashes.add(Sha256Hex.hash("person" + i + "." + tag + "@example.com"));
        }
        return hashes;
    }

    private static String operation(String type, String users) {
        return "{\"operation_type\":\"" + type + "\",\"params\":{\"users\":[" + users + "]}}";
    }

    private static UploadBatch batch(List<String> operations) {
        long[] lines = new long[operations.size()];
        for (int i = 0; i < lines.length; i++) {
            lines[i] = i + 2;
        }
        return new UploadBatch(1, ("[" + String.join(",", operations) + "]").getBytes(StandardCharsets.UTF_8), lines);
    }

    private static UploadBatch emailBatch(String type, List<String> hashes) {
        return batch(hashes.stream().map(hash -> operation(type, "{\"email\":[\"" + hash + "\"]}")).toList());
    }

    @Test
    void anAcceptedBatchReportsMatchingCountsAndTheAudienceHoldsTheHashes() throws Exception {
        signedIn(SandboxConfig.defaults());
        String account = coffeeUs();
        String audience = sandbox.ads().createAudience(account, "CRM sync", null).id();
        UploadSettings settings = UploadSettings.customAudience(account, audience, UploadSettings.Operation.UPDATE,
                Instant.now(), null);
        List<String> hashes = emails(25, "accepted");

        BatchResponse response = sender().send(settings, emailBatch("Update", hashes));

        assertThat(response.isSuccess()).isTrue();
        assertThat(response.successCount()).isEqualTo(25);
        assertThat(response.totalCount()).isEqualTo(25);
        assertThat(response.operationErrors()).isEmpty();
        Map<String, Set<String>> members = sandbox.sandbox().module(AdsModule.class).members(account, audience);
        assertThat(members.get("email")).containsExactlyInAnyOrderElementsOf(hashes);
    }

    @Test
    void aTooManyRequestsAnswerBecomesARateLimitedResponseWithAWait() throws Exception {
        signedIn(SandboxConfig.defaults().withAdsUploadLimit(2));
        String account = coffeeUs();
        String audience = sandbox.ads().createAudience(account, "Rate limited", null).id();
        UploadSettings settings = UploadSettings.customAudience(account, audience, UploadSettings.Operation.UPDATE,
                Instant.now(), null);
        AdsBatchSender sender = sender();
        assertThat(sender.send(settings, emailBatch("Update", emails(2, "a"))).isSuccess()).isTrue();
        assertThat(sender.send(settings, emailBatch("Update", emails(2, "b"))).isSuccess()).isTrue();

        BatchResponse third = sender.send(settings, emailBatch("Update", emails(2, "c")));

        assertThat(third.isRateLimited()).isTrue();
        assertThat(third.isSuccess()).isFalse();
        // until the sandbox's one-minute window resets
        assertThat(third.retryAfter()).isPositive().isLessThanOrEqualTo(Duration.ofSeconds(61));
    }

    @Test
    void operationErrorsKeepTheIndexOfTheFailingItemAndNothingIsApplied() throws Exception {
        signedIn(SandboxConfig.defaults());
        String account = coffeeUs();
        String audience = sandbox.ads().createAudience(account, "Refused", null).id();
        UploadSettings settings = UploadSettings.customAudience(account, audience, UploadSettings.Operation.UPDATE,
                Instant.now(), null);
        List<String> hashes = emails(3, "refused");
        UploadBatch batch = batch(List.of(
                operation("Update", "{\"email\":[\"" + hashes.get(0) + "\"]}"),
                operation("ADD", "{\"email\":[\"" + hashes.get(1) + "\"]}"), // the older SDKs' mistake
                operation("Update", "{\"email\":[\"" + hashes.get(2) + "\"]}"),
                operation("Update", "{\"email\":[\"not-a-hash\"]}")));

        BatchResponse response = sender().send(settings, batch);

        assertThat(response.isSuccess()).isFalse();
        assertThat(response.status()).isEqualTo(400);
        assertThat(response.operationErrors()).extracting(BatchResponse.OperationError::index).containsExactly(1, 3);
        assertThat(response.operationErrors().get(0).message()).contains("Update or Delete");
        assertThat(response.operationErrors().get(1).message()).contains("SHA-256");
        assertThat(sandbox.sandbox().module(AdsModule.class).members(account, audience)).isEmpty();
    }

    @Test
    void withoutASignedInAccountTheSenderSaysToSignIn() {
        start(SandboxConfig.defaults());
        UploadSettings settings = UploadSettings.customAudience("18ce54d4x5t", "abc", UploadSettings.Operation.UPDATE,
                Instant.now(), null);

        assertThatThrownBy(() -> sender().send(settings, emailBatch("Update", emails(1, "x"))))
                .isInstanceOf(UploadException.class)
                .extracting(Words::of, STRING).contains("No account is signed in")
                .contains("sign in first");
    }

    @Test
    void aDoNotReachListUploadCountsEveryOperation() throws Exception {
        signedIn(SandboxConfig.defaults());
        String account = coffeeUs();
        String list = sandbox.ads().doNotReachLists(account, 10, null).data().get(0).id();
        UploadSettings settings = UploadSettings.doNotReach(account, list, UploadSettings.Operation.UPDATE, null,
                Instant.now());
        List<String> operations = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            operations.add(operation("Update", "{\"email\":[\"" + Sha256Hex.hash("dnr" + i + "@example.com")
                    + "\"],\"phone_number\":[\"" + Sha256Hex.hash("+1202555010" + i) + "\"]}"));
        }

        BatchResponse response = sender().send(settings, batch(operations));

        assertThat(response.isSuccess()).isTrue();
        // the do-not-reach endpoint answers one count object per operation: all of them are counted
        assertThat(response.successCount()).isEqualTo(5);
        assertThat(response.totalCount()).isEqualTo(5);
    }
}
