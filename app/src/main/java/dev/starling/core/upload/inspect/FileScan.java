package dev.starling.core.upload.inspect;

import java.io.IOException;
import java.nio.file.Path;
import java.util.zip.CRC32C;
import dev.starling.core.upload.read.FileBytes;

/**
 * The byte checks of {@link SourceInspector} over one part of a file: its CRC-32C, whether it is all
 * ASCII and whether it is plain ({@link SourceInspector#isPlain}). The inspector hands the second half
 * of a large file to another thread with this, and joins the two CRCs with {@link #combine}: on two
 * cores, inspecting a big list then takes half the time.
 */
final class FileScan {

    /** CRC-32C's polynomial, bit-reversed as {@link CRC32C} uses it. */
    private static final int POLYNOMIAL = 0x82F63B78;

    final int crc;
    final boolean ascii;
    final boolean plain;

    private FileScan(int crc, boolean ascii, boolean plain) {
        this.crc = crc;
        this.ascii = ascii;
        this.plain = plain;
    }

    /** Scans {@code path}'s bytes {@code [from, to)}; {@code plain} means something only when {@code ascii}. */
    static FileScan of(Path path, long from, long to) throws IOException {
        CRC32C crc = new CRC32C();
        boolean ascii = true;
        boolean plain = true;
        try (FileBytes in = new FileBytes(path, SourceInspector.READ_BYTES)) {
            in.position(from);
            byte[] buffer = new byte[SourceInspector.READ_BYTES];
            long left = to - from;
            int read;
            while (left > 0 && (read = in.read(buffer, 0, (int) Math.min(buffer.length, left))) > 0) {
                left -= read;
                crc.update(buffer, 0, read);
                int kind = SourceInspector.asciiAndPlain(buffer, read);
                ascii &= (kind & SourceInspector.ASCII) != 0;
                plain = ascii && plain && (kind & SourceInspector.PLAIN) != 0;
            }
        }
        return new FileScan((int) crc.getValue(), ascii, plain);
    }

    /**
     * The CRC-32C of two byte sequences one after the other, from the CRC of each and the length of the
     * second (zlib's {@code crc32_combine}: the first CRC is carried past {@code secondLength} zero bytes
     * by squaring a GF(2) matrix, then the second is added).
     */
    static int combine(int first, int second, long secondLength) {
        if (secondLength <= 0) {
            return first;
        }
        int[] even = new int[32];
        int[] odd = new int[32];
        odd[0] = POLYNOMIAL; // the operator for one zero bit
        int row = 1;
        for (int n = 1; n < 32; n++) {
            odd[n] = row;
            row <<= 1;
        }
        square(even, odd); // two zero bits
        square(odd, even); // four zero bits
        long length = secondLength;
        int crc = first;
        do {
            square(even, odd); // first pass: one zero byte
            if ((length & 1) != 0) {
                crc = times(even, crc);
            }
            length >>>= 1;
            if (length == 0) {
                break;
            }
            square(odd, even);
            if ((length & 1) != 0) {
                crc = times(odd, crc);
            }
            length >>>= 1;
        } while (length != 0);
        return crc ^ second;
    }

    private static int times(int[] matrix, int vector) {
        int sum = 0;
        for (int i = 0; vector != 0; i++, vector >>>= 1) {
            if ((vector & 1) != 0) {
                sum ^= matrix[i];
            }
        }
        return sum;
    }

    private static void square(int[] square, int[] matrix) {
        for (int n = 0; n < 32; n++) {
            square[n] = times(matrix, matrix[n]);
        }
    }
}
