package dev.starling.cli;

import dev.starling.core.stream.Disconnect;
import dev.starling.core.stream.LineListener;
import java.io.PrintWriter;
import dev.starling.core.stream.StreamState;
import dev.starling.core.text.Messages;
import java.util.Locale;

/**
 * A stream's states and problems in words on stderr, one set of words for {@code stream} and
 * {@code events stream}: a listener of either stream.
 */
final class StreamStateLines<T> implements LineListener<T> {

    private final PrintWriter err;

    StreamStateLines(PrintWriter err) {
        this.err = err;
    }

    @Override
    public void onState(StreamState state) {
        String line = of(state);
        if (line != null) {
            err.println(line);
            err.flush();
        }
    }

    @Override
    public void onProblem(Disconnect problem) {
        err.println(of(problem));
        err.flush();
    }

    /** The line a state is said with, or null for a state said by nothing (the first connection). */
    static String of(StreamState state) {
        if (state instanceof StreamState.Connecting connecting && connecting.attempt() > 1) {
            return Messages.text("stream.state.connecting", connecting.attempt());
        } else if (state instanceof StreamState.Connected connected && connected.attempt() > 1) {
            return Messages.text("stream.state.connected");
        } else if (state instanceof StreamState.Waiting waiting) {
            return Messages.text("stream.state.waiting",
                    String.format(Locale.ROOT, "%.2f", waiting.delay().toMillis() / 1000.0),
                    RulesCommand.text(waiting.reason().text()), RulesCommand.text(waiting.reason().advice()))
                    + (waiting.alert() ? System.lineSeparator() + Messages.text("stream.state.alert",
                    waiting.atLongest(), RulesCommand.text(waiting.reason().advice())) : "");
        } else if (state instanceof StreamState.Stopped stopped && stopped.reason() != null) {
            return "starling: " + RulesCommand.text(stopped.reason().text()) + " "
                    + RulesCommand.text(stopped.reason().advice());
        }
        return null;
    }

    static String of(Disconnect problem) {
        return RulesCommand.text(problem.text()) + " " + RulesCommand.text(problem.advice());
    }
}
