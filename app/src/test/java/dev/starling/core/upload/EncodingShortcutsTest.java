package dev.starling.core.upload;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The encoder's fast paths give exactly what the general code gives. */
class EncodingShortcutsTest {

    private static final String ALPHABET = "aZ09.@@..-_+ ,;<>\t\n\u000B\u001F\u007F\u0080\u00e9\u0141\u2003\u00a0\"'!#%?()";

    @Test
    void theAsciiEmailTablesAgreeWithTheNormalisersShortcut() {
        String[] samples = {" Support@X.com ", "a@b.co", "support", "a@b@c.com", "@x.com", "x@.com", "x@y.", "x@y",
                "a,b@x.com", "a<b@x.com", "\u0001a@x.com", "a\tb@x.com", "\t a@x.com \n", "\u00e9t\u00e9@x.fr", "", "   ",
                "UPPER.CASE+tag@Sub.Example.COM", "a@b.c.d", "a.@b.c", "a@b..c", "\u2003a@x.com\u2003", "\u0141@x.com",
                "a@x.c\u007F", "a" + "b".repeat(55) + "@x.com", "a".repeat(300) + "@x.com", null,
                "a".repeat(64) + "@x.com", "a".repeat(65) + "@x.com", "\"a\"@x.com", "(a)@x.com", "a)@x.com"};
        for (String sample : samples) {
            assertAgrees(sample);
        }
        Random random = new Random(42);
        for (int i = 0; i < 200_000; i++) {
            char[] chars = new char[random.nextInt(12)];
            for (int c = 0; c < chars.length; c++) {
                chars[c] = ALPHABET.charAt(random.nextInt(ALPHABET.length()));
            }
            assertAgrees(new String(chars));
        }
    }

    private static final String ASCII_ALPHABET = "aZAz09.@@..-_+ ,;<>\t\n\u000B\u001C\u001F\u007F\"'!#%?[]`{}~^()";

    @Test
    void theWordAtATimeAsciiPathAgreesWithTheNormalisersShortcut() {
        String[] samples = {" Support@X.com ", "a@b.co", "support", "a@b@c.com", "@x.com", "x@.com", "x@y.", "x@y",
                "a,b@x.com", "a<b@x.com", "\u0001a@x.com", "a\tb@x.com", "\t a@x.com \n", "", "   ", "a@x.c\u007F",
                "UPPER.CASE+tag@Sub.Example.COM", "a@b.c.d", "a.@b.c", "a@b..c", "ABCDEFGH@IJKLMNOP.QRSTUVWX",
                "a" + "b".repeat(55) + "@x.com", "a".repeat(300) + "@x.com", "  Customer.Number12@Example-Shop.com", null};
        for (String sample : samples) {
            assertAsciiPathAgrees(sample);
        }
        Random random = new Random(43);
        for (int i = 0; i < 300_000; i++) {
            char[] chars = new char[random.nextInt(26)];
            for (int c = 0; c < chars.length; c++) {
                chars[c] = random.nextInt(4) == 0 ? (char) random.nextInt(128)
                        : ASCII_ALPHABET.charAt(random.nextInt(ASCII_ALPHABET.length()));
            }
            assertAsciiPathAgrees(new String(chars));
        }
    }

    private static void assertAsciiPathAgrees(String sample) {
        byte[] expected = ReferenceAsciiEmail.of(sample);
        byte[] out = new byte[256 + AsciiEmail.SLACK];
        Arrays.fill(out, (byte) '@'); // leftovers past the value must not count
        int length = AsciiEmail.normaliseAscii(sample, out);
        if (expected == null) {
            assertThat(length).as("refused like the shortcut").isEqualTo(-1);
        } else if (length < 0) {
            assertThat(expected.length).as("only what does not fit is left to the general rule").isGreaterThan(256);
        } else {
            assertThat(Arrays.copyOf(out, length)).as("same bytes").isEqualTo(expected);
        }
    }

    private static void assertAgrees(String sample) {
        byte[] expected = ReferenceAsciiEmail.of(sample);
        byte[] out = new byte[256];
        int length = AsciiEmail.normalise(sample, new char[512], out);
        if (expected == null) {
            assertThat(length).as("refused like the shortcut").isEqualTo(-1);
        } else if (length < 0) {
            assertThat(expected.length).as("only what does not fit is left to the general rule").isGreaterThan(out.length);
        } else {
            assertThat(Arrays.copyOf(out, Math.max(0, length))).as("same bytes").isEqualTo(expected);
        }
    }

    @Test
    void hexDigitsMatchTheJdksHexFormat() {
        Random random = new Random(7);
        byte[] digest = new byte[32];
        byte[] out = new byte[70];
        for (int i = 0; i < 10_000; i++) {
            random.nextBytes(digest);
            if (i < 256) {
                Arrays.fill(digest, (byte) i);
            }
            Sha256Hex.hexInto(digest, out, 3);
            assertThat(new String(out, 3, 64, StandardCharsets.US_ASCII)).isEqualTo(HexFormat.of().formatHex(digest));
            assertThat(Sha256Hex.longAt(digest, 8)).isEqualTo(HexFormat.fromHexDigitsToLong(HexFormat.of().formatHex(digest, 8, 16)));
        }
    }

    @Test
    void aSingleHashedValueIsWrittenLikeTheGeneralOperation() {
        for (Instant effective : new Instant[] {null, Instant.parse("2026-11-01T00:00:00Z")}) {
            OperationFormat format = new OperationFormat(UploadSettings.customAudience("acc1", "aud1",
                    UploadSettings.Operation.UPDATE, effective, Instant.parse("2027-06-01T00:00:00Z")));
            byte[] digest = Sha256Hex.digest("support@x.com".getBytes(StandardCharsets.UTF_8));
            for (IdentifierType type : IdentifierType.values()) {
                if (!type.hashed()) {
                    continue;
                }
                ByteSink general = new ByteSink(8);
                format.begin(general);
                format.key(general, type, true);
                format.hash(general, digest, true);
                format.closeKey(general);
                format.end(general);
                ByteSink single = new ByteSink(8);
                format.singleHash(single, type, digest);
                assertThat(single.toByteArray()).isEqualTo(general.toByteArray());
            }
        }
    }
}
