package dev.starling.core.stream;

import dev.starling.core.text.BundleText;
import java.util.Objects;

/**
 * Why a stream connection ended or could not open, in words with what to do, and whether Starling
 * reconnects (on which sequence of the schedule) or stops.
 *
 * @param status the HTTP status, 0 when no answer came
 * @param problemName X's problem type name ({@code operational-disconnect}) or null
 * @param detail X's {@code disconnect_type} or {@code connection_issue}, or null
 */
public record Disconnect(Kind kind, int status, String problemName, String detail, BundleText text,
                         BundleText advice) {

    public enum Kind {
        /** The connection failed or broke (TCP, TLS, DNS). */
        NETWORK(ReconnectSchedule.Sequence.NETWORK),
        /** No byte for longer than the keep-alive watchdog allows (20 s on X). */
        STALL(ReconnectSchedule.Sequence.NETWORK),
        /** The server ended the stream without a word. */
        CLOSED(ReconnectSchedule.Sequence.NETWORK),
        /** X ended it with an {@code operational-disconnect} problem. */
        OPERATIONAL(ReconnectSchedule.Sequence.NETWORK),
        /** An HTTP error worth retrying (5xx and the like). */
        HTTP(ReconnectSchedule.Sequence.HTTP),
        /** 429, {@code TooManyConnections} included. */
        RATE_LIMITED(ReconnectSchedule.Sequence.RATE_LIMIT),
        /** Retrying cannot help (401, 403, 400...): the stream stops until the user acts. */
        FATAL(null);

        private final ReconnectSchedule.Sequence sequence;

        Kind(ReconnectSchedule.Sequence sequence) {
            this.sequence = sequence;
        }

        /** The schedule's sequence, or null for a disconnect that stops the stream. */
        public ReconnectSchedule.Sequence sequence() {
            return sequence;
        }
    }

    public Disconnect {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(advice, "advice");
    }

    public boolean reconnects() {
        return kind != Kind.FATAL;
    }
}
