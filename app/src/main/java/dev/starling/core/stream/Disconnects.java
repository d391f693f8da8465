package dev.starling.core.stream;

import dev.starling.core.api.error.ApiError;
import dev.starling.core.api.error.ApiErrorParser;
import dev.starling.core.api.error.Problem;
import dev.starling.core.api.error.Transport;
import dev.starling.core.text.BundleText;
import java.time.Duration;


/**
 * Turns what ended a stream (an HTTP status and its problem, a problem line in the stream, a broken
 * or silent connection) into a {@link Disconnect}: the schedule it reconnects on, its words and
 * what to do, with X's {@code disconnect_type} and {@code connection_issue} named.
 */
final class Disconnects {

    private Disconnects() {
    }

    static Disconnect network(ApiError error) {
        String host = error instanceof Transport transport ? transport.host() : "";
        return new Disconnect(Disconnect.Kind.NETWORK, 0, null, null, BundleText.of("stream.disconnect.network", host),
                BundleText.of("stream.advice.network"));
    }

    static Disconnect broken() {
        return new Disconnect(Disconnect.Kind.NETWORK, 0, null, null, BundleText.of("stream.disconnect.broken"),
                BundleText.of("stream.advice.network"));
    }

    static Disconnect stall(Duration watchdog) {
        return new Disconnect(Disconnect.Kind.STALL, 0, null, null,
                BundleText.of("stream.disconnect.stall", watchdog.toSeconds()), BundleText.of("stream.advice.stall"));
    }

    static Disconnect closed() {
        return new Disconnect(Disconnect.Kind.CLOSED, 0, null, null, BundleText.of("stream.disconnect.closed"),
                BundleText.of("stream.advice.closed"));
    }

    /** A connection that was refused with {@code status} and this body. */
    static Disconnect refused(int status, byte[] body) {
        ApiError error = ApiErrorParser.parse(status, "", body);
        Problem problem = error instanceof Problem p ? p : null;
        String name = problem == null ? null : problem.name();
        String issue = problem == null ? null : problem.connectionIssue();
        BundleText words = error.text();
        if (status == 429 || "usage-capped".equals(name)) {
            if ("TooManyConnections".equals(issue)) {
                return new Disconnect(Disconnect.Kind.RATE_LIMITED, status, name, issue,
                        BundleText.of("stream.disconnect.tooManyConnections"),
                        BundleText.of("stream.advice.tooManyConnections"));
            }
            if ("usage-capped".equals(name)) {
                return new Disconnect(Disconnect.Kind.FATAL, status, name, problem.period(),
                        BundleText.of("stream.disconnect.usageCapped", problem.period() == null ? "" : problem.period()),
                        BundleText.of("stream.advice.usageCapped"));
            }
            return new Disconnect(Disconnect.Kind.RATE_LIMITED, status, name, issue,
                    BundleText.of("stream.disconnect.rateLimited"), BundleText.of("stream.advice.rateLimited"));
        }
        if (issue != null) {
            Disconnect.Kind kind = "ProvisioningSubscription".equals(issue) ? Disconnect.Kind.HTTP : Disconnect.Kind.FATAL;
            return new Disconnect(kind, status, name, issue, BundleText.of("stream.disconnect.connectionIssue", issue),
                    BundleText.of("stream.advice.issue." + camel(issue)));
        }
        if (status >= 500 || status == 408 || status == 420) {
            return new Disconnect(Disconnect.Kind.HTTP, status, name, null,
                    BundleText.of("stream.disconnect.http", status, words), BundleText.of("stream.advice.http"));
        }
        String advice = switch (status) {
            case 401 -> "stream.advice.unauthorized";
            case 403 -> "stream.advice.forbidden";
            case 404 -> "stream.advice.notFound";
            default -> "stream.advice.badRequest";
        };
        return new Disconnect(Disconnect.Kind.FATAL, status, name, null,
                BundleText.of("stream.disconnect.fatal", status, words), BundleText.of(advice));
    }

    /** A problem line in the stream: an operational disconnect (the stream ends) or another problem. */
    static Disconnect inBand(String name, String title, String disconnectType, String connectionIssue, String detail) {
        if ("operational-disconnect".equals(name) || disconnectType != null) {
            String type = disconnectType == null ? "OperationalDisconnect" : disconnectType;
            return new Disconnect(Disconnect.Kind.OPERATIONAL, 200, name, type,
                    BundleText.of("stream.disconnect.operational", type),
                    BundleText.of("stream.advice.disconnect." + camel(type)));
        }
        if (connectionIssue != null) {
            return new Disconnect(Disconnect.Kind.OPERATIONAL, 200, name, connectionIssue,
                    BundleText.of("stream.disconnect.connectionIssue", connectionIssue),
                    BundleText.of("stream.advice.issue." + camel(connectionIssue)));
        }
        String words = detail != null ? detail : title != null ? title : name == null ? "" : name;
        return new Disconnect(Disconnect.Kind.OPERATIONAL, 200, name, null, BundleText.of("stream.problem", words),
                BundleText.of("stream.advice.problem"));
    }

    /** {@code UpstreamOperationalDisconnect} as {@code upstreamOperationalDisconnect}, a bundle-key part. */
    static String camel(String value) {
        if (value.isEmpty()) {
            return value;
        }
        return Character.toLowerCase(value.charAt(0)) + value.substring(1).replaceAll("[^A-Za-z0-9]", "");
    }

}
