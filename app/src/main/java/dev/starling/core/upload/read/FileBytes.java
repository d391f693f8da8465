package dev.starling.core.upload.read;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;

/**
 * A file read into heap arrays through one reused direct buffer. Reading into a heap array through an
 * InputStream makes the JDK go through a native buffer of its own on every call, which took several
 * times the CPU of this on a large file (docs/perf/upload-pipeline.md): it is read twice per upload,
 * once to inspect and once to send.
 */
public final class FileBytes implements AutoCloseable {

    private final FileChannel channel;
    private final ByteBuffer direct;

    public FileBytes(Path path, int bufferBytes) throws IOException {
        this.channel = FileChannel.open(path);
        this.direct = ByteBuffer.allocateDirect(bufferBytes);
    }

    /** As {@link java.io.InputStream#read(byte[], int, int)}: the bytes read, or -1 at the end of the file. */
    public int read(byte[] target, int offset, int length) throws IOException {
        if (length == 0) {
            return 0;
        }
        direct.clear().limit(Math.min(length, direct.capacity()));
        int read = channel.read(direct);
        if (read > 0) {
            direct.flip().get(target, offset, read);
        }
        return read;
    }

    /** Reads on from byte {@code position} of the file. */
    public void position(long position) throws IOException {
        channel.position(position);
    }

    @Override
    public void close() throws IOException {
        channel.close();
    }
}
