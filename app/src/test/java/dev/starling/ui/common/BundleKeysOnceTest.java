package dev.starling.ui.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Each key stands in the bundle once: a second line for a key silently wins over the first, as when two
 * branches word the same key (two lines named the request log's and Settings' shortcuts differently).
 */
class BundleKeysOnceTest {

    @Test
    void noKeyIsWordedTwice() throws IOException {
        List<String> repeated = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        try (InputStream in = BundleKeysOnceTest.class.getResourceAsStream("/dev/starling/ui/messages.properties")) {
            assertThat(in).as("the bundle").isNotNull();
            BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            boolean continued = false;
            for (String line; (line = lines.readLine()) != null; ) {
                boolean startsEntry = !continued;
                continued = line.endsWith("\\");
                String trimmed = line.strip();
                if (!startsEntry || trimmed.isEmpty() || trimmed.startsWith("#") || trimmed.startsWith("!")) {
                    continue;
                }
                int end = 0;
                while (end < trimmed.length() && "=: \t".indexOf(trimmed.charAt(end)) < 0) {
                    end++;
                }
                String key = trimmed.substring(0, end);
                if (!seen.add(key)) {
                    repeated.add(key);
                }
            }
        }
        assertThat(seen).as("keys read").hasSizeGreaterThan(100);
        assertThat(repeated).as("keys worded more than once").isEmpty();
    }
}
