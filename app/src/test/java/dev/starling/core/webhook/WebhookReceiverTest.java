package dev.starling.core.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.auth.Secret;
import dev.starling.core.store.DurableStore;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/** The receiver over HTTP: X's CRC answer, 200 only for a signed delivery once recorded, 401 otherwise, no secrets kept. */
class WebhookReceiverTest {

    private static final WebhookSignature SIGNATURE = new WebhookSignature(Secret.of("consumer-secret-for-tests"));
    private final HttpClient http = HttpClient.newHttpClient();

    @Test
    void theCrcChallengeIsAnsweredWithXsResponseToken() throws Exception {
        try (DurableStore store = DurableStore.inMemory(dev.starling.boot.DurableMigrations.ALL); DeliveryJournal journal = new DeliveryJournal(store.database());
             WebhookReceiver receiver = WebhookReceiver.start("127.0.0.1", 0, "/hook", SIGNATURE, journal,
                     new WebhookReceiver.Listener() { }, Clock.systemUTC())) {
            HttpResponse<String> crc = http.send(HttpRequest.newBuilder(URI.create(receiver.loopbackUrl()
                    + "?crc_token=challenge-0123")).build(), HttpResponse.BodyHandlers.ofString());
            HttpResponse<String> none = http.send(HttpRequest.newBuilder(receiver.loopbackUrl()).build(),
                    HttpResponse.BodyHandlers.ofString());

            assertThat(crc.statusCode()).isEqualTo(200);
            assertThat(crc.body()).isEqualTo("{\"response_token\":\"sha256=b8CfAp2m7X5giSNGPfEhsbYjaJmsmsd+7oJ47vfgjiU=\"}");
            assertThat(none.statusCode()).isEqualTo(400);
            assertThat(receiver.crcAnswers()).isEqualTo(1);
        }
    }

    @Test
    void aDeliveryIsRecordedWithItsVerdictAndWithoutHeadersThatCarryCredentials() throws Exception {
        List<Delivery> heard = new CopyOnWriteArrayList<>();
        try (DurableStore store = DurableStore.inMemory(dev.starling.boot.DurableMigrations.ALL); DeliveryJournal journal = new DeliveryJournal(store.database());
             WebhookReceiver receiver = WebhookReceiver.start("127.0.0.1", 0, "/hook", SIGNATURE, journal,
                     new WebhookReceiver.Listener() {
                         @Override
                         public void onDelivery(Delivery delivery) {
                             heard.add(delivery);
                         }
                     }, Clock.systemUTC())) {
            byte[] body = "{\"data\":{\"event_uuid\":\"u-1\",\"event_type\":\"post.create\",\"payload\":{}}}"
                    .getBytes(StandardCharsets.UTF_8);
            int good = post(receiver.loopbackUrl(), body, SIGNATURE.sign(body));
            int forged = post(receiver.loopbackUrl(), body, new WebhookSignature(Secret.of("other")).sign(body));

            assertThat(List.of(good, forged)).containsExactly(200, 401);
            // The listener hears of a delivery after it is recorded and answered: wait for the second one.
            long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(5);
            while (heard.size() < 2 && System.nanoTime() < deadline) {
                Thread.sleep(5);
            }
            assertThat(journal.latest(10)).as("both recorded before they were answered").hasSize(2);
            assertThat(heard).extracting(Delivery::verdict)
                    .containsExactly(DeliveryVerdict.ACCEPTED, DeliveryVerdict.REFUSED_SIGNATURE);
            assertThat(heard.get(0).eventType()).isEqualTo("post.create");
            for (Delivery kept : journal.latest(10)) {
                assertThat(kept.headers()).containsKey(WebhookSignature.HEADER)
                        .doesNotContainKeys("authorization", "cookie", "proxy-authorization");
            }
        }
    }

    private int post(URI url, byte[] body, String signature) throws Exception {
        return http.send(HttpRequest.newBuilder(url).POST(HttpRequest.BodyPublishers.ofByteArray(body))
                .header(WebhookSignature.HEADER, signature).header("Authorization", "Bearer proxy-token")
                .header("Cookie", "session=abc").build(), HttpResponse.BodyHandlers.discarding()).statusCode();
    }
}
