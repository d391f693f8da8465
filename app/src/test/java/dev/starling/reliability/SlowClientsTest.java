package dev.starling.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.sandbox.Sandbox;
import dev.starling.sandbox.SandboxConfig;
import dev.starling.sandbox.infra.SlowClients;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Clients that send half a request and wait (a slowloris, or a stuck tool) never stop the sandbox
 * answering everyone else, and are disconnected once their time to send the request is up. Four such
 * clients used to hold all four workers for as long as they liked.
 */
class SlowClientsTest {

    private static final int SLOW = 300;

    @Test
    @Timeout(value = 90, unit = TimeUnit.SECONDS)
    void threeHundredSlowConnectionsLeaveOrdinaryRequestsAnsweredWithinASecondAndAreClosedInTime() throws Exception {
        try (Sandbox sandbox = Sandbox.start(SandboxConfig.defaults())) {
            URI core = sandbox.coreBaseUri();
            // The first request of a fresh JVM loads the server's classes: not what is measured here.
            assertThat(ordinaryRequest(core)).isEqualTo("HTTP/1.1 200 OK");
            List<Socket> slow = new ArrayList<>();
            try {
                for (int i = 0; i < SLOW; i++) {
                    Socket socket = new Socket(core.getHost(), core.getPort());
                    OutputStream out = socket.getOutputStream();
                    // Half of them stop inside the headers, half inside a body they announced.
                    out.write((i % 2 == 0 ? "GET /2/users/me HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: "
                            : "POST /oauth2/token HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: "
                            + "application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\ngrant_type=")
                            .getBytes(StandardCharsets.US_ASCII));
                    out.flush();
                    slow.add(socket);
                }
                long started = System.nanoTime();
                for (int i = 0; i < 10; i++) {
                    long sent = System.nanoTime();
                    String status = ordinaryRequest(core);
                    long millis = (System.nanoTime() - sent) / 1_000_000;

                    assertThat(status).isEqualTo("HTTP/1.1 200 OK");
                    assertThat(millis).as("request %d answered in %d ms beside %d slow connections", i, millis, SLOW)
                            .isLessThan(1_000);
                }

                long deadline = started + TimeUnit.SECONDS.toNanos(SlowClients.REQUEST_SECONDS + 10);
                int closed = 0;
                for (Socket socket : slow) {
                    if (closedBy(socket, deadline)) {
                        closed++;
                    }
                }
                assertThat(closed).as("slow connections closed by the sandbox").isEqualTo(SLOW);
            } finally {
                for (Socket socket : slow) {
                    socket.close();
                }
            }
        }
    }

    private static String ordinaryRequest(URI core) throws IOException {
        try (Socket socket = new Socket(core.getHost(), core.getPort())) {
            socket.setSoTimeout(5_000);
            socket.getOutputStream().write(("GET /__sandbox/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close"
                    + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            String answer = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            return answer.lines().findFirst().orElse("");
        }
    }

    /** Whether the server closes (or resets) the connection before {@code deadline}. */
    private static boolean closedBy(Socket socket, long deadline) throws IOException {
        InputStream in = socket.getInputStream();
        while (System.nanoTime() < deadline) {
            socket.setSoTimeout((int) Math.max(1, Math.min(1_000, (deadline - System.nanoTime()) / 1_000_000)));
            try {
                if (in.read() < 0) {
                    return true;
                }
            } catch (SocketTimeoutException stillOpen) {
                // keep waiting
            } catch (IOException reset) {
                return true;
            }
        }
        return false;
    }
}
