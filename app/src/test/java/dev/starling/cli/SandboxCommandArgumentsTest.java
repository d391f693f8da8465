package dev.starling.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.Map;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** {@code starling sandbox} says which option is wrong, and exits 2 for usage errors, 1 when it cannot listen. */
class SandboxCommandArgumentsTest {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        CommandLine commandLine = StarlingCommand.commandLine(options -> {
            throw new AssertionError("the window must not open");
        }, Map.of());
        ((StarlingCommand) commandLine.getCommand()).useWriters(new PrintWriter(out, true), new PrintWriter(err, true));
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        String[] all = new String[args.length + 1];
        all[0] = "sandbox";
        System.arraycopy(args, 0, all, 1, args.length);
        return commandLine.execute(all);
    }

    @Test
    void portsOutsideTheValidRangeAreUsageErrors() {
        assertThat(run("--port", "70000")).isEqualTo(2);
        assertThat(err.toString()).contains("--port 70000: a port is a number from 1 to 65535");
        assertThat(run("--ads-port", "-1")).isEqualTo(2);
        assertThat(err.toString()).contains("--ads-port -1");
    }

    @Test
    void eventSettingsOutOfRangeAreUsageErrorsNamingTheOption() {
        assertThat(run("--events-rate", "-1")).isEqualTo(2);
        assertThat(err.toString()).contains("--events-rate takes 0 to 10000 events a second");
        assertThat(run("--webhook-duplicate-every", "-2")).isEqualTo(2);
        assertThat(run("--webhook-crc-every-s", "0")).isEqualTo(2);
    }

    @Test
    void aMalformedHostIsAUsageErrorNotAPortProblem() {
        assertThat(run("--host", "no such host!")).isEqualTo(2);
        assertThat(err.toString()).contains("--host no such host!: not a host name or IP address")
                .doesNotContain("another port");
    }

    @Test
    void anAddressThisComputerDoesNotHaveSaysSo() {
        // 192.0.2.1 is TEST-NET-1 (RFC 5737): never local; binding fails without sending anything.
        assertThat(run("--host", "192.0.2.1")).isEqualTo(1);
        assertThat(err.toString()).contains("192.0.2.1 is not an address of this computer").contains("--host 127.0.0.1")
                .doesNotContain("Exception");
    }

    @Test
    void aPortInUseNamesThePortOptions() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            assertThat(run("--port", Integer.toString(taken.getLocalPort()))).isEqualTo(1);
        }
        assertThat(err.toString()).contains("already in use").contains("--port");
    }

    @Test
    void aTlsKeystoreNeedsItsPasswordFromTheEnvironment() {
        assertThat(run("--tls-keystore", "some.p12")).isEqualTo(2);
        assertThat(err.toString()).contains("--tls-keystore needs --tls-password-env VAR");
        assertThat(run("--tls-keystore", "some.p12", "--tls-password-env", "STARLING_TEST_SURELY_UNSET_VARIABLE"))
                .isEqualTo(2);
        assertThat(err.toString()).contains("STARLING_TEST_SURELY_UNSET_VARIABLE: that environment variable is not set");
        assertThat(run("--tls-password-env", "HOME")).isEqualTo(2);
        assertThat(err.toString()).contains("--tls-password-env goes with --tls-keystore FILE");
    }

    @Test
    void aPublicBaseUrlMustBeAFullAddress() {
        assertThat(run("--public-base-url", "sandbox.example.com")).isEqualTo(2);
        assertThat(err.toString()).contains("--public-base-url sandbox.example.com: give the full address clients use");
    }
}
