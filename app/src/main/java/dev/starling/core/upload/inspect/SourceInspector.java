package dev.starling.core.upload.inspect;

import dev.starling.core.text.BundleText;
import java.io.IOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.zip.CRC32C;
import dev.starling.core.upload.read.FileBytes;
import dev.starling.core.upload.read.IoFailures;
import dev.starling.core.upload.read.SimpleSplit;
import dev.starling.core.upload.read.SourceProfile;
import dev.starling.core.upload.common.UploadException;

/**
 * One streaming pass over a source file (constant memory): size, fingerprint, whether the bytes are
 * valid UTF-8 (otherwise the file is read as Windows-1252), binary detection (a NUL byte in the first
 * KiB), then delimiter and header detection from the first lines.
 *
 * <p>The fingerprint only has to notice a file that changed by accident before a resume (together with
 * the size, which is compared too), so it is a CRC-32C ({@value #FINGERPRINT_PREFIX}{@code 8 hex digits}),
 * computed by the CPU's own instruction, not a cryptographic hash: a SHA-256 of the whole file was a
 * large share of an upload's time. Journals written with the earlier SHA-256 fingerprint then refuse
 * to resume with the usual "file changed" message, which is safe.
 */
public final class SourceInspector {

    static final int SAMPLE_LINES = 50;
    private static final int BINARY_WINDOW = 1024;
    private static final int SAMPLE_BYTES = 256 * 1024;
    /** Bytes per read: 256 KiB reads take a quarter less time than 64 KiB ones. */
    static final int READ_BYTES = 1 << 18;
    private static final char[] DELIMITERS = {',', '\t', ';', '|'};
    public static final Charset WINDOWS_1252 = Charset.forName("windows-1252");
    static final String FINGERPRINT_PREFIX = "crc32c:";
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.nativeOrder());
    private static final long HIGH_BITS = 0x8080808080808080L;

    private SourceInspector() {
    }

    /**
     * Why {@code path} cannot be an upload's source, in words that say what to do; empty when it can be
     * read. A pipe or a device (including /dev/null) is refused: a resumable upload reads its file twice.
     */
    public static java.util.Optional<BundleText> problemWith(Path path) {
        String named = path.toString();
        if (named.isBlank()) {
            return java.util.Optional.of(BundleText.of("upload.problem.noFileName"));
        }
        if (!Files.exists(path)) {
            return java.util.Optional.of(BundleText.of("upload.problem.noSuchFile", named));
        }
        if (Files.isDirectory(path)) {
            return java.util.Optional.of(BundleText.of("upload.problem.folder", named));
        }
        if (!Files.isRegularFile(path)) {
            return java.util.Optional.of(BundleText.of("upload.problem.notRegular", named));
        }
        if (!Files.isReadable(path)) {
            return java.util.Optional.of(BundleText.of("upload.problem.unreadable", named));
        }
        return java.util.Optional.empty();
    }

    public static SourceProfile inspect(Path path) {
        return inspect(path, PARALLEL_BYTES);
    }

    /** Files of at least this many bytes are checked in two halves at once, the second on a thread of its own. */
    static final long PARALLEL_BYTES = 8L << 20;

    static SourceProfile inspect(Path path, long parallelBytes) {
        problemWith(path).ifPresent(problem -> {
            throw new UploadException(problem);
        });
        long size;
        try {
            size = Files.size(path);
        } catch (IOException e) {
            throw cannotRead(path, IoFailures.reason(e), e);
        }
        if (size == 0) {
            throw UploadException.of("upload.problem.empty", String.valueOf(path.getFileName()));
        }
        long half = size >= parallelBytes ? size / 2 : size;
        FutureTask<FileScan> secondHalf = half < size ? new FutureTask<>(() -> FileScan.of(path, half, size)) : null;
        if (secondHalf != null) {
            Thread scanning = new Thread(secondHalf, "inspect-" + path.getFileName());
            scanning.setDaemon(true);
            scanning.start();
        }
        CRC32C fingerprint = new CRC32C();
        int crc;
        CharsetDecoder utf8 = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
        byte[] sample = new byte[(int) Math.min(size, SAMPLE_BYTES)];
        int sampled = 0;
        boolean validUtf8 = true;
        boolean asciiOnly = true;
        boolean plain = true;
        try (FileBytes in = new FileBytes(path, READ_BYTES)) {
            byte[] buffer = new byte[READ_BYTES];
            ByteBuffer pending = ByteBuffer.allocate(buffer.length + 8);
            CharBuffer chars = CharBuffer.allocate(buffer.length + 8);
            int read;
            long done = 0;
            while (done < half && (read = in.read(buffer, 0, (int) Math.min(buffer.length, half - done))) > 0) {
                done += read;
                fingerprint.update(buffer, 0, read);
                if (sampled < sample.length) {
                    int n = Math.min(read, sample.length - sampled);
                    System.arraycopy(buffer, 0, sample, sampled, n);
                    if (sampled == 0) {
                        refuseBinary(path, buffer, Math.min(read, BINARY_WINDOW));
                    }
                    sampled += n;
                }
                int kind = asciiAndPlain(buffer, read);
                boolean ascii = (kind & ASCII) != 0;
                asciiOnly &= ascii;
                plain = plain && asciiOnly && (kind & PLAIN) != 0;
                // Plain ASCII is valid UTF-8 whatever surrounds it: only other bytes need the decoder.
                if (validUtf8 && (pending.position() > 0 || !ascii)) {
                    validUtf8 = decodes(utf8, pending, chars, buffer, read);
                }
            }
            crc = (int) fingerprint.getValue();
            if (secondHalf != null) {
                FileScan rest = join(secondHalf, path);
                crc = FileScan.combine(crc, rest.crc, size - half);
                plain = plain && asciiOnly && rest.ascii && rest.plain;
                asciiOnly &= rest.ascii;
                // the decoder has to see the second half too: read here again (only files that are not all ASCII)
                if (validUtf8 && (pending.position() > 0 || !rest.ascii)) {
                    while (validUtf8 && (read = in.read(buffer, 0, buffer.length)) > 0) {
                        validUtf8 = decodes(utf8, pending, chars, buffer, read);
                    }
                }
            }
            if (validUtf8) {
                pending.flip();
                validUtf8 = !utf8.decode(pending, chars, true).isError() && !utf8.flush(chars).isError();
            }
        } catch (IOException e) {
            throw cannotRead(path, IoFailures.reason(e), e);
        } finally {
            if (secondHalf != null) {
                secondHalf.cancel(true); // done already, unless this half failed
            }
        }
        boolean bom = sampled >= 3 && (sample[0] & 0xff) == 0xEF && (sample[1] & 0xff) == 0xBB && (sample[2] & 0xff) == 0xBF;
        Charset charset = validUtf8 ? StandardCharsets.UTF_8 : WINDOWS_1252;
        String text = decodeSample(sample, sampled, bom, charset);
        List<String> lines = firstLines(text);
        if (lines.isEmpty()) {
            throw UploadException.of("upload.problem.noRows", String.valueOf(path.getFileName()));
        }
        char delimiter = detectDelimiter(lines);
        List<String> header = HeaderDetector.header(lines, delimiter);
        int columns = SimpleSplit.split(lines.get(0), delimiter).size();
        double averageLineBytes = lines.stream().mapToInt(line -> line.getBytes(charset).length + 1).average().orElse(1);
        String print = FINGERPRINT_PREFIX + HexFormat.of().toHexDigits(crc);
        return new SourceProfile(path, size, print, charset, bom,
                delimiter, header, columns, averageLineBytes, asciiOnly, asciiOnly && plain);
    }

    /** Feeds {@code buffer[0, read)} to the UTF-8 decoder after what it kept of the last call; false when invalid. */
    private static boolean decodes(CharsetDecoder utf8, ByteBuffer pending, CharBuffer chars, byte[] buffer, int read) {
        pending.put(buffer, 0, read).flip();
        boolean valid = !utf8.decode(pending, chars, false).isError();
        chars.clear();
        pending.compact();
        return valid;
    }

    private static FileScan join(FutureTask<FileScan> scan, Path path) {
        try {
            return scan.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw UploadException.of("upload.problem.interrupted", path.toString());
        } catch (ExecutionException e) {
            if (e.getCause() instanceof IOException io) {
                throw cannotRead(path, IoFailures.reason(io), io);
            }
            throw cannotRead(path, IoFailures.unexpected(e.getCause()), e.getCause());
        }
    }

    private static UploadException cannotRead(Path path, BundleText why, Throwable cause) {
        return new UploadException(BundleText.of("upload.problem.cannotRead", path.toString(), why), cause);
    }

    private static void refuseBinary(Path path, byte[] bytes, int length) {
        if (looksLikeUtf16(bytes, length)) {
            throw UploadException.of("upload.problem.utf16", String.valueOf(path.getFileName()));
        }
        for (int i = 0; i < length; i++) {
            if (bytes[i] == 0) {
                throw UploadException.of("upload.problem.binary", String.valueOf(path.getFileName()));
            }
        }
    }

    /**
     * Whether the first bytes are UTF-16 text: a UTF-16 byte-order mark, or (without one) NUL bytes in every
     * other position of mostly ASCII text, as UTF-16 writes Latin letters, digits and punctuation.
     */
    public static boolean looksLikeUtf16(byte[] bytes, int length) {
        if (length >= 2 && ((bytes[0] & 0xff) == 0xFF && (bytes[1] & 0xff) == 0xFE
                || (bytes[0] & 0xff) == 0xFE && (bytes[1] & 0xff) == 0xFF)) {
            return true;
        }
        int pairs = Math.min(length, BINARY_WINDOW) / 2;
        if (pairs < 2) {
            return false;
        }
        int nulFirst = 0;
        int nulSecond = 0;
        for (int i = 0; i < pairs; i++) {
            boolean first = bytes[2 * i] == 0;
            boolean second = bytes[2 * i + 1] == 0;
            if (first && !second) {
                nulFirst++;
            } else if (second && !first) {
                nulSecond++;
            }
        }
        return Math.max(nulFirst, nulSecond) * 10 >= pairs * 9;
    }

    private static String decodeSample(byte[] sample, int length, boolean bom, Charset charset) {
        int start = bom ? 3 : 0;
        String text = new String(sample, start, length - start, charset);
        // A multi-byte character cut at the end of the sample decodes as U+FFFD: harmless for detection.
        return text;
    }

    /**
     * The first non-blank records; a record ends at CR LF, LF or a lone CR (old Mac exports), as FastCSV
     * reads them, except inside a quoted field: a multi-line address or note stays one record, so it
     * cannot make the delimiter or the header look inconsistent.
     */
    private static List<String> firstLines(String text) {
        List<String> lines = new ArrayList<>();
        int start = 0;
        while (start < text.length() && lines.size() < SAMPLE_LINES) {
            int end = recordEnd(text, start);
            boolean complete = end < text.length();
            String line = text.substring(start, end);
            if (!line.isBlank() && (complete || lines.isEmpty())) {
                lines.add(line);
            }
            start = end + (end + 1 < text.length() && text.charAt(end) == '\r' && text.charAt(end + 1) == '\n' ? 2 : 1);
        }
        return lines;
    }

    /** Where the record starting at {@code start} ends: the first line break outside a quoted field. */
    private static int recordEnd(String text, int start) {
        boolean quoted = false;
        boolean fieldStart = true;
        for (int i = start; i < text.length(); i++) {
            char c = text.charAt(i);
            if (quoted) {
                if (c == '"') {
                    if (i + 1 < text.length() && text.charAt(i + 1) == '"') {
                        i++;
                    } else {
                        quoted = false;
                    }
                }
                continue;
            }
            if (c == '\n' || c == '\r') {
                return i;
            }
            if (c == '"' && fieldStart) {
                quoted = true;
            }
            fieldStart = isDelimiter(c);
        }
        return text.length();
    }

    private static boolean isDelimiter(char c) {
        for (char delimiter : DELIMITERS) {
            if (c == delimiter) {
                return true;
            }
        }
        return false;
    }

    /** The delimiter that splits most sampled lines, preferring the one giving the most consistent field count. */
    static char detectDelimiter(List<String> lines) {
        char best = SourceProfile.PLAIN_TEXT;
        double bestScore = 0;
        for (char candidate : DELIMITERS) {
            int first = SimpleSplit.split(lines.get(0), candidate).size();
            if (first < 2) {
                continue;
            }
            int consistent = 0;
            int split = 0;
            for (String line : lines) {
                int fields = SimpleSplit.split(line, candidate).size();
                consistent += fields == first ? 1 : 0;
                split += fields > 1 ? 1 : 0;
            }
            // Ragged files exist: it is enough that most lines split, the same way being best.
            double score = (double) consistent / lines.size() * 1000 + first;
            if (split * 2 >= lines.size() && score > bestScore) {
                best = candidate;
                bestScore = score;
            }
        }
        return best;
    }

    /** {@link #asciiAndPlain}'s flag for {@link #isAscii}. */
    static final int ASCII = 1;
    /** {@link #asciiAndPlain}'s flag for {@link #isPlain}, meaningful only beside {@link #ASCII}. */
    static final int PLAIN = 2;

    /**
     * {@link #isAscii} and {@link #isPlain} in one pass over the bytes (two passes cost a third of inspecting
     * a file): {@link #ASCII} and {@link #PLAIN} as they hold; {@code PLAIN} says nothing without {@code ASCII}.
     */
    static int asciiAndPlain(byte[] bytes, int length) {
        long high = 0;
        // in words of ASCII bytes, adding 0x7E to a byte sets its high bit exactly when it is 2 or more, and
        // adding 0x7F to a byte xor '"' exactly when it is not a quote: no carry reaches the next byte
        long notLow = HIGH_BITS;
        long notQuote = HIGH_BITS;
        int i = 0;
        for (; i + 16 <= length; i += 16) {
            long a = (long) LONGS.get(bytes, i);
            long b = (long) LONGS.get(bytes, i + 8);
            high |= a | b;
            notLow &= (a + 0x7E7E7E7E7E7E7E7EL) & (b + 0x7E7E7E7E7E7E7E7EL);
            notQuote &= ((a ^ QUOTES) + LOW_BITS) & ((b ^ QUOTES) + LOW_BITS);
        }
        for (; i + 8 <= length; i += 8) {
            long a = (long) LONGS.get(bytes, i);
            high |= a;
            notLow &= a + 0x7E7E7E7E7E7E7E7EL;
            notQuote &= (a ^ QUOTES) + LOW_BITS;
        }
        boolean plain = notLow == HIGH_BITS && notQuote == HIGH_BITS;
        for (; i < length; i++) {
            byte b = bytes[i];
            high |= b;
            plain &= b != '"' && b != 0 && b != 1;
        }
        return ((high & HIGH_BITS) == 0 ? ASCII : 0) | (plain ? PLAIN : 0);
    }

    private static final long QUOTES = 0x2222222222222222L;
    private static final long LOW_BITS = 0x7F7F7F7F7F7F7F7FL;

    /** No quote character, NUL or U+0001 (the byte the plain-text reading uses as its never-seen quote). */
    static boolean isPlain(byte[] bytes, int length) {
        long found = 0;
        int i = 0;
        // four independent words per step: the loop is bound by its arithmetic, not by memory
        for (; i + 32 <= length; i += 32) {
            found |= special((long) LONGS.get(bytes, i)) | special((long) LONGS.get(bytes, i + 8))
                    | special((long) LONGS.get(bytes, i + 16)) | special((long) LONGS.get(bytes, i + 24));
        }
        for (; i + 8 <= length; i += 8) {
            found |= special((long) LONGS.get(bytes, i));
        }
        for (; i < length; i++) {
            byte b = bytes[i];
            if (b == '"' || b == 0 || b == 1) {
                return false;
            }
        }
        return (found & HIGH_BITS) == 0;
    }

    /** ASCII words only (checked before): a byte below 2, or one equal to '"' (its xor is 0), sets its high bit. */
    private static long special(long word) {
        long quote = word ^ 0x2222222222222222L;
        return ((word - 0x0202020202020202L) & ~word) | ((quote - 0x0101010101010101L) & ~quote);
    }

    /** True when no byte of {@code bytes[0, length)} has its high bit set, eight bytes at a time. */
    static boolean isAscii(byte[] bytes, int length) {
        long high = 0;
        int i = 0;
        for (; i + 32 <= length; i += 32) {
            high |= (long) LONGS.get(bytes, i) | (long) LONGS.get(bytes, i + 8) | (long) LONGS.get(bytes, i + 16)
                    | (long) LONGS.get(bytes, i + 24);
        }
        for (; i < length; i++) {
            high |= bytes[i];
        }
        return (high & HIGH_BITS) == 0;
    }
}
