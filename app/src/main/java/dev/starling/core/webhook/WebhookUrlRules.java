package dev.starling.core.webhook;

import dev.starling.core.config.EnvironmentKind;
import dev.starling.core.text.BundleText;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * X's rules for a webhook URL, checked before it is sent: HTTPS, no port, at most 200 characters, a
 * public host name, and a server there that answers X's CRC check within 10 seconds (which only X can
 * try: {@link #explanation} says it). The sandbox takes the same URLs and also a loopback
 * {@code http://127.0.0.1:PORT} (or {@code localhost}, {@code [::1]}) so a receiver on this computer
 * can be tried without a tunnel; X refuses such a URL, and the problem says that only the sandbox
 * takes it. The sandbox checks the same rules with its own code: one table of cases runs against both.
 */
public final class WebhookUrlRules {

    /** X's longest webhook URL. */
    public static final int MAX_LENGTH = 200;
    /** How long X waits for the CRC answer. */
    public static final int CRC_SECONDS = 10;
    private static final Set<String> LOOPBACK = Set.of("127.0.0.1", "localhost", "[::1]", "::1");

    /** Whose rules: X's, or the sandbox's (X's and a loopback {@code http} address). */
    public enum Target {
        X, SANDBOX;

        /** The sandbox's rules for the sandbox and custom addresses (a sandbox on its own), X's for X. */
        public static Target of(EnvironmentKind kind) {
            return kind == EnvironmentKind.X_API ? X : SANDBOX;
        }
    }

    /** What is wrong with a URL. */
    public enum Code { EMPTY, TOO_LONG, NOT_A_URL, NOT_HTTPS, PORT, NOT_PUBLIC, LOOPBACK_ONLY_IN_SANDBOX }

    /** One problem: its code and its words. */
    public record Problem(Code code, BundleText text) {
    }

    private WebhookUrlRules() {
    }

    /** Every problem of {@code url} under {@code target}'s rules; empty when it may be sent. */
    public static List<Problem> check(String url, Target target) {
        List<Problem> problems = new ArrayList<>();
        if (url == null || url.isBlank()) {
            problems.add(new Problem(Code.EMPTY, BundleText.of("webhook.url.empty")));
            return problems;
        }
        if (url.length() > MAX_LENGTH) {
            problems.add(new Problem(Code.TOO_LONG, BundleText.of("webhook.url.tooLong", url.length(), MAX_LENGTH)));
        }
        URI uri;
        try {
            uri = new URI(url);
        } catch (URISyntaxException e) {
            problems.add(new Problem(Code.NOT_A_URL, BundleText.of("webhook.url.notUrl")));
            return problems;
        }
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        String host = uri.getHost() == null ? "" : uri.getHost().toLowerCase(Locale.ROOT);
        if (host.isEmpty() || !uri.isAbsolute()) {
            problems.add(new Problem(Code.NOT_A_URL, BundleText.of("webhook.url.notUrl")));
            return problems;
        }
        boolean loopback = LOOPBACK.contains(host);
        if ("http".equals(scheme) && loopback) {
            if (target == Target.X) {
                problems.add(new Problem(Code.LOOPBACK_ONLY_IN_SANDBOX, BundleText.of("webhook.url.loopbackOnlyInSandbox")));
            }
            return problems;
        }
        if (!"https".equals(scheme)) {
            problems.add(new Problem(Code.NOT_HTTPS, BundleText.of(target == Target.SANDBOX ? "webhook.url.notHttpsSandbox"
                    : "webhook.url.notHttps", scheme.isEmpty() ? "?" : scheme)));
        }
        if (uri.getPort() != -1) {
            problems.add(new Problem(Code.PORT, BundleText.of("webhook.url.port", uri.getPort())));
        }
        if (target == Target.X && (loopback || isPrivateLiteral(host))) {
            problems.add(new Problem(Code.NOT_PUBLIC, BundleText.of("webhook.url.notPublic", host)));
        }
        return problems;
    }

    /** Whether {@code url} is the loopback {@code http} address only the sandbox takes. */
    public static boolean sandboxLoopback(String url) {
        try {
            URI uri = new URI(url);
            return "http".equalsIgnoreCase(uri.getScheme()) && uri.getHost() != null
                    && LOOPBACK.contains(uri.getHost().toLowerCase(Locale.ROOT));
        } catch (URISyntaxException e) {
            return false;
        }
    }

    /** X's rules in words, said before a URL is sent (the sandbox's extra one last, for the sandbox). */
    public static List<BundleText> explanation(Target target) {
        List<BundleText> lines = new ArrayList<>(List.of(BundleText.of("webhook.rules.https"),
                BundleText.of("webhook.rules.length", MAX_LENGTH), BundleText.of("webhook.rules.crc", CRC_SECONDS)));
        if (target == Target.SANDBOX) {
            lines.add(BundleText.of("webhook.rules.sandboxLoopback"));
        }
        return lines;
    }

    /** 10.x, 172.16-31.x, 192.168.x, 169.254.x and IPv6 unique-local or link-local literals: never reachable from X. */
    private static boolean isPrivateLiteral(String host) {
        String[] parts = host.split("\\.");
        if (host.matches("\\d{1,3}(\\.\\d{1,3}){3}")) {
            int a = Integer.parseInt(parts[0]);
            int b = Integer.parseInt(parts[1]);
            return a == 10 || a == 127 || a == 0 || (a == 172 && b >= 16 && b <= 31) || (a == 192 && b == 168)
                    || (a == 169 && b == 254);
        }
        String bare = host.replace("[", "").replace("]", "");
        return bare.contains(":") && (bare.startsWith("fc") || bare.startsWith("fd") || bare.startsWith("fe80")
                || bare.equals("::1"));
    }
}
