package dev.starling.core.stream;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class NdjsonReaderTest {

    @Test
    void readsLinesWithEitherEndingAndKeepAlivesAsEmptyLines() throws IOException {
        NdjsonReader reader = new NdjsonReader(new ByteArrayInputStream(
                "{\"a\":1}\r\n\r\n{\"b\":\"é\"}\n{\"c\":3}".getBytes(StandardCharsets.UTF_8)));

        assertThat(reader.readLine()).isEqualTo("{\"a\":1}");
        assertThat(reader.hasLine()).isTrue();
        assertThat(reader.readLine()).isEmpty();
        assertThat(reader.readLine()).isEqualTo("{\"b\":\"é\"}");
        assertThat(reader.readLine()).isEqualTo("{\"c\":3}");
        assertThat(reader.readLine()).isNull();
    }

    @Test
    void aLineArrivingInPiecesIsReadWholeAndHasLineNeverBlocks() throws IOException {
        byte[] bytes = ("{\"text\":\"" + "x".repeat(200_000) + "\"}\r\n").getBytes(StandardCharsets.UTF_8);
        InputStream trickle = new InputStream() {
            private int at;

            @Override
            public int read() {
                return at < bytes.length ? bytes[at++] : -1;
            }

            @Override
            public int read(byte[] b, int off, int len) {
                if (at >= bytes.length) {
                    return -1;
                }
                int n = Math.min(len, Math.min(7_000, bytes.length - at));
                System.arraycopy(bytes, at, b, off, n);
                at += n;
                return n;
            }
        };
        NdjsonReader reader = new NdjsonReader(trickle);

        assertThat(reader.hasLine()).isFalse();
        assertThat(reader.readLine()).hasSize(200_011);
        assertThat(reader.hasLine()).isFalse();
        assertThat(reader.readLine()).isNull();
    }
}
