package dev.starling.sandbox.ads;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.zip.CRC32C;

/**
 * One member set in a file of its own beside the state file: binary, about 48 bytes a hash (its 32
 * bytes, the index of its window in a table of the distinct windows, its person), where the JSON form
 * took about 190. Layout (big-endian): magic {@code SMB1}; the windows (count, then effective and expiry
 * milliseconds of each); the number of people; per identifier type its name, its hashes (count, then four
 * words, window and person each) and its other values (count, then text, window and person each); the
 * world's users met (count, then user and person each). The state file names the file with its length
 * and CRC-32C, checked before anything is read, so a damaged or swapped file is refused at start.
 */
final class MemberFile {

    static final int MAGIC = 0x534D4231;
    private static final int CHUNK = 1 << 20;

    private MemberFile() {
    }

    /** What a written file is: its length and checksum, as the state file records them. */
    record Written(long bytes, long crc32c) {
    }

    /** Appends primitive values to a file through one buffer, keeping the checksum. */
    static final class Out implements AutoCloseable {
        private final FileChannel channel;
        private final ByteBuffer buffer = ByteBuffer.allocate(CHUNK);
        private final CRC32C crc = new CRC32C();
        private long bytes;

        Out(Path file) throws IOException {
            channel = FileChannel.open(file, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING);
        }

        private void room(int needed) throws IOException {
            if (buffer.remaining() < needed) {
                flush();
            }
        }

        void putInt(int value) throws IOException {
            room(4);
            buffer.putInt(value);
        }

        void putLong(long value) throws IOException {
            room(8);
            buffer.putLong(value);
        }

        void putText(String text) throws IOException {
            byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
            putInt(utf8.length);
            for (int at = 0; at < utf8.length; ) {
                room(1);
                int n = Math.min(buffer.remaining(), utf8.length - at);
                buffer.put(utf8, at, n);
                at += n;
            }
        }

        private void flush() throws IOException {
            buffer.flip();
            crc.update(buffer.array(), 0, buffer.limit());
            bytes += buffer.limit();
            while (buffer.hasRemaining()) {
                channel.write(buffer);
            }
            buffer.clear();
        }

        /** Writes what is buffered, forces it to the disk and says what was written. */
        Written finish() throws IOException {
            flush();
            channel.force(true);
            return new Written(bytes, crc.getValue());
        }

        @Override
        public void close() throws IOException {
            channel.close();
        }
    }

    /** Reads primitive values back through one buffer. */
    static final class In implements AutoCloseable {
        private final FileChannel channel;
        private final ByteBuffer buffer = ByteBuffer.allocate(CHUNK);

        In(Path file) throws IOException {
            channel = FileChannel.open(file, StandardOpenOption.READ);
            buffer.limit(0);
        }

        private void need(int count) throws IOException {
            if (buffer.remaining() >= count) {
                return;
            }
            buffer.compact();
            while (buffer.position() < count) {
                if (channel.read(buffer) < 0) {
                    throw new IOException("the member file ends early");
                }
            }
            buffer.flip();
        }

        int getInt() throws IOException {
            need(4);
            return buffer.getInt();
        }

        long getLong() throws IOException {
            need(8);
            return buffer.getLong();
        }

        /** A count or index read from the file, refused when outside {@code [0, bound)}. */
        int getIndex(int bound) throws IOException {
            int value = getInt();
            if (value < 0 || value >= bound) {
                throw new IOException("the member file holds an impossible number");
            }
            return value;
        }

        String getText() throws IOException {
            int length = getIndex(CHUNK);
            byte[] utf8 = new byte[length];
            for (int at = 0; at < length; ) {
                need(1);
                int n = Math.min(buffer.remaining(), length - at);
                buffer.get(utf8, at, n);
                at += n;
            }
            return new String(utf8, StandardCharsets.UTF_8);
        }

        boolean atEnd() throws IOException {
            return !buffer.hasRemaining() && channel.position() == channel.size();
        }

        @Override
        public void close() throws IOException {
            channel.close();
        }
    }

    /** Whether {@code file} is as long as recorded and has the recorded checksum (read in chunks, nothing kept). */
    static boolean intact(Path file, long bytes, long crc32c) throws IOException {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            if (channel.size() != bytes) {
                return false;
            }
            ByteBuffer buffer = ByteBuffer.allocateDirect(CHUNK);
            CRC32C crc = new CRC32C();
            while (channel.read(buffer) > 0 || buffer.position() > 0) {
                buffer.flip();
                crc.update(buffer);
                buffer.clear();
            }
            return crc.getValue() == crc32c;
        }
    }
}
