package dev.starling.core.upload.encode;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.Random;
import org.junit.jupiter.api.Test;
import dev.starling.core.upload.normalize.AsciiEmail;
import dev.starling.core.upload.common.ColumnMapping;
import dev.starling.core.upload.normalize.IdentifierNormalizer;
import dev.starling.core.upload.common.IdentifierType;
import dev.starling.core.upload.read.LineBlocks;
import dev.starling.core.upload.normalize.Normalized;
import dev.starling.core.upload.normalize.ReferenceAsciiEmail;
import dev.starling.core.upload.normalize.Sha256Hex;
import dev.starling.core.upload.common.UploadSettings;

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

    @Test
    void dotsAndHyphensAroundTheAtAgreeWithTheReferenceAcrossWordBoundaries() {
        // addresses that pass every other rule, with dots and hyphens wherever they may or may not be
        Random random = new Random(45);
        int accepted = 0;
        for (int i = 0; i < 200_000; i++) {
            String sample = part(random, 1 + random.nextInt(20)) + "@" + part(random, 1 + random.nextInt(12)) + "."
                    + part(random, 1 + random.nextInt(6));
            assertAsciiPathAgrees(sample);
            accepted += ReferenceAsciiEmail.of(sample) == null ? 0 : 1;
        }
        assertAsciiPathAgrees("a@" + "b".repeat(63) + ".com");
        assertAsciiPathAgrees("a@" + "b".repeat(64) + ".com");
        assertThat(accepted).as("both kinds were tried").isBetween(20_000, 180_000);
    }

    private static String part(Random random, int length) {
        char[] chars = new char[length];
        for (int c = 0; c < length; c++) {
            int pick = random.nextInt(10);
            chars[c] = pick == 0 ? '.' : pick == 1 ? '-' : (char) ('a' + random.nextInt(26));
        }
        return new String(chars);
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

    private static final String BYTE_ALPHABET = "aZAz09.@@..-_+= ,;<>\t\n\u000B\u001C\u001F\u007F\"'!#%?[]`{}~^()"
            + "\u0080\u0085\u00a0\u00c0\u00e9\u00ff";

    @Test
    void theInPlaceByteEmailPathAgreesWithTheReferenceWhereverTheValueLies() {
        String[] samples = {" Support@X.com ", "UPPER.CASE+tag@Sub.Example.COM", "a=b@x.com", "a\u00e9@x.com", "\u00a0a@x.com",
                "a@x.com\u0085", "ABCDEFGH@IJKLMNOP.QRSTUVWX", "  Customer.Number12@Example-Shop.com", "a@b.c", "a;b@x.com"};
        Random random = new Random(44);
        for (String sample : samples) {
            assertBytePathAgrees(sample, random);
        }
        for (int i = 0; i < 300_000; i++) {
            char[] chars = new char[random.nextInt(30)];
            for (int c = 0; c < chars.length; c++) {
                chars[c] = random.nextInt(5) == 0 ? (char) random.nextInt(256)
                        : BYTE_ALPHABET.charAt(random.nextInt(BYTE_ALPHABET.length()));
            }
            assertBytePathAgrees(new String(chars), random);
        }
    }

    /** {@code sample} as ISO-8859-1 bytes inside a line of a file: at its very end (no slack) or with neighbours. */
    private static void assertBytePathAgrees(String sample, Random random) {
        byte[] value = sample.getBytes(StandardCharsets.ISO_8859_1);
        int before = random.nextInt(9);
        int after = random.nextInt(3) == 0 ? 0 : random.nextInt(12);
        byte[] source = new byte[before + value.length + after];
        for (int i = 0; i < source.length; i++) {
            source[i] = (byte) "@.,A\n".charAt(random.nextInt(5)); // neighbours must not count
        }
        System.arraycopy(value, 0, source, before, value.length);
        byte[] out = new byte[256 + AsciiEmail.SLACK];
        Arrays.fill(out, (byte) '@');
        int length = AsciiEmail.normaliseAscii(source, before, before + value.length, out);
        byte[] expected = ReferenceAsciiEmail.of(sample);
        if (expected == null) {
            assertThat(length).as("refused like the shortcut: %s", sample).isEqualTo(-1);
        } else {
            assertThat(length).as("accepted: %s", sample).isEqualTo(expected.length);
            assertThat(Arrays.copyOf(out, length)).as("same bytes").isEqualTo(expected);
        }
    }

    @Test
    void aSingleHashedColumnGivesTheSameBatchesAsWholeOperations() {
        OperationFormat format = new OperationFormat(UploadSettings.customAudience("acc1", "aud1",
                UploadSettings.Operation.UPDATE, Instant.parse("2026-11-01T00:00:00Z"), null));
        IdentifierNormalizer normalizer = new IdentifierNormalizer("US");
        for (String column : new String[] {"email=1", "phone_number=1", "handle=1"}) {
            ColumnMapping mapping = ColumnMapping.parse(java.util.List.of(column));
            IdentifierType type = mapping.columns().get(0).type();
            Random random = new Random(column.hashCode());
            String[][] rows = new String[500][];
            long[] lines = new long[rows.length];
            for (int r = 0; r < rows.length; r++) {
                lines[r] = r + 2;
                rows[r] = new String[] {switch (random.nextInt(4)) {
                    case 0 -> "";
                    case 1 -> "not valid at all";
                    case 2 -> Sha256Hex.hash("pre" + r).toUpperCase(java.util.Locale.ROOT);
                    default -> type == IdentifierType.PHONE_NUMBER ? "+1 415 555 " + (1000 + r)
                            : type == IdentifierType.HANDLE ? "@user" + r : " User" + r + "@Example.com ";
                }};
            }
            EncodedChunk chunk = new ChunkEncoder(mapping, normalizer, format).encode(lines, rows, rows.length);
            for (BatchLimits limits : new BatchLimits[] {BatchLimits.X_ADS, new BatchLimits(7, 1_000), new BatchLimits(100, 3_000)}) {
                Batcher compact = new Batcher(limits);
                Batcher whole = new Batcher(limits);
                java.util.List<UploadBatch> fromCompact = new java.util.ArrayList<>();
                java.util.List<UploadBatch> fromWhole = new java.util.ArrayList<>();
                for (int r = 0; r < rows.length; r++) {
                    Normalized expected = normalizer.normalize(type, rows[r][0]);
                    assertThat(chunk.hasOperation(r)).isEqualTo(expected.isAccepted());
                    if (!expected.isAccepted()) {
                        continue;
                    }
                    assertThat(chunk.singleType()[r]).isEqualTo((byte) type.ordinal());
                    ByteSink operation = new ByteSink(8);
                    format.singleHash(operation, type, Sha256Hex.unhex(expected.sent()));
                    add(fromCompact, chunk.addOperation(r, compact));
                    add(fromWhole, whole.add(lines[r], operation.toByteArray()));
                }
                add(fromCompact, compact.flush());
                add(fromWhole, whole.flush());
                assertThat(fromCompact).hasSameSizeAs(fromWhole).isNotEmpty();
                for (int b = 0; b < fromWhole.size(); b++) {
                    assertThat(fromCompact.get(b).body()).isEqualTo(fromWhole.get(b).body());
                    assertThat(fromCompact.get(b).lines()).isEqualTo(fromWhole.get(b).lines());
                }
            }
        }
    }

    private static void add(java.util.List<UploadBatch> batches, UploadBatch closed) {
        if (closed != null) {
            batches.add(closed);
        }
    }

    @Test
    void lineEndFindsTheFirstLineBreakWhateverTheBytes() {
        Random random = new Random(45);
        byte[] alphabet = {'a', '\n', '\r', 0, (byte) 0x8A, (byte) 0x8D, (byte) 0x0B, (byte) 0xFF, '@', 0x0C};
        for (int i = 0; i < 100_000; i++) {
            byte[] bytes = new byte[random.nextInt(40)];
            for (int b = 0; b < bytes.length; b++) {
                bytes[b] = random.nextInt(6) == 0 ? alphabet[random.nextInt(alphabet.length)] : (byte) random.nextInt(256);
            }
            int from = bytes.length == 0 ? 0 : random.nextInt(bytes.length);
            int to = from + random.nextInt(bytes.length - from + 1);
            int expected = from;
            while (expected < to && bytes[expected] != '\n' && bytes[expected] != '\r') {
                expected++;
            }
            assertThat(LineBlocks.lineEnd(bytes, from, to)).isEqualTo(expected);
        }
    }

    @Test
    void indexOfFindsTheFirstDelimiterWhateverTheBytes() {
        Random random = new Random(46);
        byte[] delimiters = {',', ';', '\t', '|', 0, (byte) 0x80, (byte) 0xFF, 0x01};
        for (int i = 0; i < 100_000; i++) {
            byte delimiter = delimiters[random.nextInt(delimiters.length)];
            byte[] near = {delimiter, (byte) (delimiter + 1), (byte) (delimiter - 1), (byte) (delimiter ^ 0x80), 0, 1};
            byte[] bytes = new byte[random.nextInt(40)];
            for (int b = 0; b < bytes.length; b++) {
                bytes[b] = random.nextInt(4) == 0 ? near[random.nextInt(near.length)] : (byte) random.nextInt(256);
            }
            int from = bytes.length == 0 ? 0 : random.nextInt(bytes.length);
            int to = from + random.nextInt(bytes.length - from + 1);
            int expected = from;
            while (expected < to && bytes[expected] != delimiter) {
                expected++;
            }
            assertThat(LineBlocks.indexOf(bytes, delimiter, from, to)).isEqualTo(expected);
        }
    }
}
