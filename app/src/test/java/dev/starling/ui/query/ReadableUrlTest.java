package dev.starling.ui.query;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ReadableUrlTest {

    @Test
    void percentEscapesAreUndoneForReadingAndEverythingElseStaysAsSent() {
        assertThat(ReadableUrl.of("GET http://127.0.0.1:5000/2/tweets/search/recent?query=has%3Amedia%20lang%3Aen"
                + "&tweet.fields=created_at")).isEqualTo("GET http://127.0.0.1:5000/2/tweets/search/recent?query=has:media"
                + " lang:en&tweet.fields=created_at");
        // UTF-8 in escapes, a plus kept as a plus, and a stray percent sign left alone.
        assertThat(ReadableUrl.of("q=caf%C3%A9%20%2B%20%F0%9F%98%80+x%zz%")).isEqualTo("q=café + 😀+x%zz%");
        assertThat(ReadableUrl.of("plain")).isEqualTo("plain");
    }
}
