package dev.starling.core.api.error;

import dev.starling.core.text.BundleText;
import java.util.ArrayList;
import java.util.List;

/**
 * Every way an API call can fail, as data. Each kind explains itself through {@link #text()}: bundle keys
 * with the details X sent, never a stack trace, a header or a secret; the window and the command line word it.
 */
public sealed interface ApiError permits Problem, XErrors, AdsErrors, HttpFailure, Transport, InsecureConnection,
        UnreadableAnswer {

    /** The HTTP status, or 0 when no response arrived. */
    int status();

    /** What went wrong, for the screen and the command line. */
    BundleText text();

    /**
     * The server's own words in the answer (titles, details, messages, codes), for code that looks for a
     * name X puts in them; empty when no answer arrived. Never shown as such: {@link #text()} is.
     */
    default List<String> said() {
        List<String> said = new ArrayList<>();
        if (this instanceof Problem problem) {
            said.add(problem.title());
            said.add(problem.detail());
            said.add(problem.reason());
            problem.errors().forEach(entry -> said.add(entry.message()));
        } else if (this instanceof XErrors x) {
            x.errors().forEach(entry -> said.add(entry.message()));
        } else if (this instanceof AdsErrors ads) {
            ads.errors().forEach(entry -> {
                said.add(entry.code());
                said.add(entry.message());
            });
        } else if (this instanceof HttpFailure failure) {
            said.add(failure.reasonPhrase());
            said.add(failure.serverMessage());
        }
        said.removeIf(text -> text == null || text.isBlank());
        return said;
    }
}
