package dev.starling.core.upload.inspect;

import static org.assertj.core.api.InstanceOfAssertFactories.STRING;
import dev.starling.testing.Words;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import dev.starling.core.upload.SourceFiles;
import dev.starling.core.upload.read.SourceProfile;
import dev.starling.core.upload.read.SourceReader;
import dev.starling.core.upload.common.UploadException;

class SourceInspectorTest {

    @TempDir
    Path dir;

    @Test
    void utf8ByteOrderMarkIsDetectedAndNotPartOfTheHeader() throws Exception {
        Path file = SourceFiles.write(dir, "bom.csv", "\uFEFFEmail,Phone\nsupport@x.com,+12025550143\n");
        SourceProfile profile = SourceInspector.inspect(file);
        assertThat(profile.hadBom()).isTrue();
        assertThat(profile.charset()).isEqualTo(StandardCharsets.UTF_8);
        assertThat(profile.header()).containsExactly("Email", "Phone");
        assertThat(SourceFiles.readAll(profile)).singleElement()
                .satisfies(row -> assertThat(row.fields()).containsExactly("support@x.com", "+12025550143"));
    }

    @Test
    void invalidUtf8FallsBackToWindows1252() throws Exception {
        byte[] latin1 = "email;name\nr\u00e9mi@x.fr;Zo\u00e9\n".getBytes(StandardCharsets.ISO_8859_1);
        SourceProfile profile = SourceInspector.inspect(SourceFiles.write(dir, "latin1.csv", latin1));
        assertThat(profile.charset()).isEqualTo(SourceInspector.WINDOWS_1252);
        assertThat(profile.delimiter()).isEqualTo(';');
        assertThat(SourceFiles.readAll(profile).get(0).fields()).containsExactly("r\u00e9mi@x.fr", "Zo\u00e9");
    }

    @Test
    void validUtf8StaysUtf8() throws Exception {
        SourceProfile profile = SourceInspector.inspect(SourceFiles.write(dir, "utf8.csv", "email\nr\u00e9mi@x.fr\n"));
        assertThat(profile.charset()).isEqualTo(StandardCharsets.UTF_8);
        assertThat(SourceFiles.readAll(profile).get(0).fields()).containsExactly("r\u00e9mi@x.fr");
    }

    @Test
    void delimitersAreDetected() throws Exception {
        String[][] cases = {{",", ","}, {"\t", "\t"}, {";", ";"}, {"|", "|"}};
        for (String[] c : cases) {
            String sep = c[0];
            Path file = SourceFiles.write(dir, "d.csv", "email" + sep + "handle\na@x.com" + sep + "@jack\nb@x.com" + sep + "@ev\n");
            assertThat(SourceInspector.inspect(file).delimiter()).isEqualTo(c[1].charAt(0));
        }
    }

    @Test
    void oneValuePerLineIsPlainText() throws Exception {
        Path file = SourceFiles.write(dir, "plain.txt", "a@x.com\r\nb@x.com\r\n\r\nc@x.com");
        SourceProfile profile = SourceInspector.inspect(file);
        assertThat(profile.delimiter()).isEqualTo(SourceProfile.PLAIN_TEXT);
        assertThat(profile.hasHeader()).isFalse();
        assertThat(SourceFiles.readAll(profile)).extracting(row -> row.fields()[0])
                .containsExactly("a@x.com", "b@x.com", "c@x.com");
    }

    @Test
    void quotedFieldsKeepTheirDelimiters() throws Exception {
        Path file = SourceFiles.write(dir, "q.csv", "partner_user_id,email\n\"Doe, Jane\",a@x.com\n\"x\"\"y\",b@x.com\n");
        SourceProfile profile = SourceInspector.inspect(file);
        assertThat(SourceFiles.readAll(profile)).extracting(row -> row.fields()[0]).containsExactly("Doe, Jane", "x\"y");
    }

    @Test
    void rowNumbersAreFileLines() throws Exception {
        Path file = SourceFiles.write(dir, "lines.csv", "email\na@x.com\n\nb@x.com\n");
        assertThat(SourceFiles.readAll(SourceInspector.inspect(file))).extracting(SourceReader.Row::line).containsExactly(2L, 4L);
    }

    @Test
    void emptyFileIsRefusedClearly() throws Exception {
        Path file = SourceFiles.write(dir, "empty.csv", "");
        assertThatThrownBy(() -> SourceInspector.inspect(file)).isInstanceOf(UploadException.class)
                .extracting(Words::of, STRING).isEqualTo("empty.csv is empty: there is nothing to upload.");
        Path blank = SourceFiles.write(dir, "blank.csv", "\n\n  \n");
        assertThatThrownBy(() -> SourceInspector.inspect(blank)).extracting(Words::of, STRING).contains("has no rows");
    }

    @Test
    void binaryGarbageIsRefused() throws Exception {
        byte[] garbage = new byte[4096];
        new Random(7).nextBytes(garbage);
        garbage[100] = 0;
        Path file = SourceFiles.write(dir, "photo.jpg", garbage);
        assertThatThrownBy(() -> SourceInspector.inspect(file)).isInstanceOf(UploadException.class)
                .extracting(Words::of, STRING).contains("looks like a binary file");
    }

    @Test
    void aHugeLineIsAnErrorNamingTheRowNotACrash() throws Exception {
        Path file = dir.resolve("huge.csv");
        byte[] block = new byte[1 << 20];
        Arrays.fill(block, (byte) 'a');
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(file))) {
            out.write("email\nfirst@x.com\n".getBytes(StandardCharsets.US_ASCII));
            for (int i = 0; i < 200; i++) {
                out.write(block);
            }
            out.write("\nlast@x.com\n".getBytes(StandardCharsets.US_ASCII));
        }
        SourceProfile profile = SourceInspector.inspect(file);
        assertThat(profile.header()).containsExactly("email");
        try (SourceReader reader = new SourceReader(profile)) {
            assertThat(reader.next().line()).isEqualTo(2);
            assertThatThrownBy(reader::hasNext).isInstanceOf(UploadException.class)
                    .extracting(Words::of, STRING).isEqualTo("row 3: a field longer than 65,536 characters: is this a text file?");
        }
    }

    @Test
    void aFileWithCarriageReturnOnlyLineEndsIsReadRowByRow() throws Exception {
        Path file = SourceFiles.write(dir, "mac.csv", "email,phone\rann@example.com,2025550143\rbob@example.org,2025550144\r");
        SourceProfile profile = SourceInspector.inspect(file);

        assertThat(profile.header()).containsExactly("email", "phone");
        assertThat(profile.delimiter()).isEqualTo(',');
        try (SourceReader reader = new SourceReader(profile)) {
            assertThat(reader.next().fields()).containsExactly("ann@example.com", "2025550143");
            assertThat(reader.next().fields()).containsExactly("bob@example.org", "2025550144");
            assertThat(reader.hasNext()).isFalse();
        }
    }

    @Test
    void aRowOfManyShortColumnsIsNotCalledALongField() throws Exception {
        Path file = SourceFiles.write(dir, "wide.csv",
                "email" + ",c".repeat(99_999) + "\na@x.com" + ",ab".repeat(99_999) + "\n");
        SourceProfile profile = SourceInspector.inspect(file);
        assertThatThrownBy(() -> {
            try (SourceReader reader = new SourceReader(profile)) {
                reader.hasNext();
            }
        }).isInstanceOf(UploadException.class)
                .extracting(Words::of, STRING).contains("row 1: more than 16,384 columns")
                .doesNotContain("field longer");
    }

    @Test
    void fingerprintChangesWithTheContent() throws Exception {
        Path file = SourceFiles.write(dir, "f.csv", "email\na@x.com\n");
        String before = SourceInspector.inspect(file).fingerprint();
        SourceFiles.write(dir, "f.csv", "email\nb@x.com\n");
        assertThat(SourceInspector.inspect(file).fingerprint()).isNotEqualTo(before);
        assertThat(before).matches("crc32c:[0-9a-f]{8}");
    }

    @Test
    void fingerprintIsTheSameForTheSameContent() throws Exception {
        Path file = SourceFiles.write(dir, "f.csv", "email\na@x.com\n");
        String first = SourceInspector.inspect(file).fingerprint();
        Path copy = SourceFiles.write(dir, "copy.csv", "email\na@x.com\n");
        assertThat(SourceInspector.inspect(copy).fingerprint()).isEqualTo(first);
    }

    /** The file is read in blocks: a character split across two reads must still count as valid UTF-8. */
    @Test
    void aMultiByteCharacterAcrossAReadBoundaryStaysUtf8() throws Exception {
        StringBuilder text = new StringBuilder("email\n");
        while (text.length() < SourceInspector.READ_BYTES - 1) {
            text.append("a@x.com\n");
        }
        text.setLength(SourceInspector.READ_BYTES - 1);
        text.append("\u00e9\u20ac@x.com\n");
        SourceProfile profile = SourceInspector.inspect(SourceFiles.write(dir, "edge.csv", text.toString()));
        assertThat(profile.charset()).isEqualTo(StandardCharsets.UTF_8);
    }

    @Test
    void aLoneLatin1ByteFarIntoAnAsciiFileFallsBackToWindows1252() throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        bytes.writeBytes("email\n".getBytes(StandardCharsets.US_ASCII));
        for (int i = 0; i < 50_000; i++) {
            bytes.writeBytes(("user" + i + "@x.com\n").getBytes(StandardCharsets.US_ASCII));
        }
        bytes.writeBytes("r\u00e9mi@x.fr\n".getBytes(StandardCharsets.ISO_8859_1));
        SourceProfile profile = SourceInspector.inspect(SourceFiles.write(dir, "late.csv", bytes.toByteArray()));
        assertThat(profile.charset()).isEqualTo(SourceInspector.WINDOWS_1252);
    }

    @Test
    void anAsciiFileIsMarkedSoAndOthersAreNot() throws Exception {
        assertThat(SourceInspector.inspect(SourceFiles.write(dir, "a.csv", "email\na@x.com\n")).asciiOnly()).isTrue();
        assertThat(SourceInspector.inspect(SourceFiles.write(dir, "u.csv", "email\nr\u00e9mi@x.fr\n")).asciiOnly()).isFalse();
        assertThat(SourceInspector.inspect(SourceFiles.write(dir, "b.csv", "\uFEFFemail\na@x.com\n")).asciiOnly()).isFalse();
        byte[] latin1 = "email\nr\u00e9mi@x.fr\n".getBytes(StandardCharsets.ISO_8859_1);
        assertThat(SourceInspector.inspect(SourceFiles.write(dir, "l.csv", latin1)).asciiOnly()).isFalse();
    }

    @Test
    void asciiCheckFindsAHighBitAnywhere() {
        byte[] bytes = new byte[100];
        Arrays.fill(bytes, (byte) 'a');
        assertThat(SourceInspector.isAscii(bytes, bytes.length)).isTrue();
        for (int at : new int[] {0, 7, 31, 32, 63, 95, 96, 99}) {
            byte[] one = bytes.clone();
            one[at] = (byte) 0xC3;
            assertThat(SourceInspector.isAscii(one, one.length)).as("high byte at %d", at).isFalse();
            assertThat(SourceInspector.isAscii(one, at)).as("only before %d", at).isTrue();
        }
    }

    @Test
    void plainCheckFindsAQuoteOrALowByteAnywhere() {
        for (int length : new int[] {0, 5, 8, 31, 32, 33, 64, 100}) {
            byte[] bytes = new byte[length];
            Arrays.fill(bytes, (byte) '!');
            assertThat(SourceInspector.isPlain(bytes, length)).isTrue();
            for (int at = 0; at < length; at++) {
                for (byte special : new byte[] {'"', 0, 1}) {
                    byte[] one = bytes.clone();
                    one[at] = special;
                    assertThat(SourceInspector.isPlain(one, length)).as("%d at %d of %d", special, at, length).isFalse();
                    assertThat(SourceInspector.isPlain(one, at)).as("only before %d", at).isTrue();
                }
                byte[] near = bytes.clone();
                near[at] = (byte) (at % 2 == 0 ? '#' : 2);
                assertThat(SourceInspector.isPlain(near, length)).as("neighbour at %d", at).isTrue();
            }
        }
    }

    @Test
    void aFileCheckedInTwoHalvesAtOnceGetsTheSameProfileAsInOnePass() throws Exception {
        StringBuilder rows = new StringBuilder("email,name\n");
        for (int i = 0; i < 20_000; i++) {
            rows.append("customer").append(i).append("@example.com,Name ").append(i).append('\n');
        }
        byte[] ascii = rows.toString().getBytes(StandardCharsets.UTF_8);
        int middle = ascii.length / 2;
        byte[] latin1Byte = {(byte) 0xE9};
        byte[] twoByteCharacter = "\u00e9".getBytes(StandardCharsets.UTF_8);
        byte[][] files = {
            ascii,
            replaceAt(ascii, middle + 100, "\"".getBytes(StandardCharsets.US_ASCII)), // a quote in the second half
            replaceAt(ascii, 100, "\"".getBytes(StandardCharsets.US_ASCII)), // one in the first
            replaceAt(ascii, middle + 100, twoByteCharacter), // UTF-8 in the second half only
            replaceAt(ascii, middle - 1, twoByteCharacter), // a character cut in two by the middle
            replaceAt(ascii, 100, twoByteCharacter), // UTF-8 in the first half only
            replaceAt(replaceAt(ascii, 100, twoByteCharacter), middle + 100, latin1Byte), // then a Latin-1 byte
            replaceAt(ascii, middle + 100, latin1Byte), // a Latin-1 byte in an otherwise ASCII file
            replaceAt(ascii, middle - 1, new byte[] {(byte) 0xC3}), // a cut sequence the second half cannot end
        };
        for (int f = 0; f < files.length; f++) {
            Path file = SourceFiles.write(dir, "halves" + f + ".csv", files[f]);
            SourceProfile onePass = SourceInspector.inspect(file, Long.MAX_VALUE);
            SourceProfile halves = SourceInspector.inspect(file, 1);
            assertThat(halves).as("file %d", f).isEqualTo(onePass);
            java.util.zip.CRC32C whole = new java.util.zip.CRC32C();
            whole.update(files[f]);
            assertThat(halves.fingerprint()).isEqualTo(SourceInspector.FINGERPRINT_PREFIX
                    + java.util.HexFormat.of().toHexDigits((int) whole.getValue()));
        }
    }

    private static byte[] replaceAt(byte[] bytes, int at, byte[] replacement) {
        byte[] changed = bytes.clone();
        System.arraycopy(replacement, 0, changed, at, replacement.length);
        return changed;
    }

    @Test
    void theCrcsOfTwoPartsCombineIntoTheCrcOfTheWhole() {
        Random random = new Random(46);
        for (int i = 0; i < 300; i++) {
            byte[] bytes = new byte[random.nextInt(i < 200 ? 100 : 100_000)];
            random.nextBytes(bytes);
            int split = bytes.length == 0 ? 0 : random.nextInt(bytes.length + 1);
            java.util.zip.CRC32C whole = new java.util.zip.CRC32C();
            whole.update(bytes);
            java.util.zip.CRC32C first = new java.util.zip.CRC32C();
            first.update(bytes, 0, split);
            java.util.zip.CRC32C second = new java.util.zip.CRC32C();
            second.update(bytes, split, bytes.length - split);
            assertThat(FileScan.combine((int) first.getValue(), (int) second.getValue(), bytes.length - split))
                    .isEqualTo((int) whole.getValue());
        }
    }
}
