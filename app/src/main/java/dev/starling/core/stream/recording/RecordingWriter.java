package dev.starling.core.stream.recording;

import dev.starling.core.store.OwnerOnlyFiles;
import dev.starling.core.stream.StreamLine;
import dev.starling.core.stream.StreamListener;
import dev.starling.core.stream.StreamPost;
import dev.starling.core.text.BundleText;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Clock;
import java.util.List;

/**
 * Appends posts (or the activity stream's events) to a recording as they arrive, crash-safe: each batch goes to the file in one
 * {@code write} before {@link #onPosts} returns, so once a post is handed on to anything after the
 * recorder (a view, {@code --out}) it is in the operating system's hands and survives the process
 * being killed. The file is also flushed to the disk at most once a second, for power loss. A line
 * cut short by a kill in the middle of a write is ignored when the recording is read.
 */
public final class RecordingWriter implements StreamListener, AutoCloseable {

    private static final long FORCE_EVERY_MILLIS = 1_000;

    private final FileChannel channel;
    private final Path file;
    private final Clock clock;
    private final Runnable onClose;
    private ByteBuffer buffer = ByteBuffer.allocate(64 * 1024);
    private long written;
    private long lastForce;

    RecordingWriter(Path file, Clock clock, Runnable onClose) {
        this.file = file;
        this.clock = clock;
        this.onClose = onClose;
        try {
            // posts may name people: the file is its owner's only, like the stores
            OwnerOnlyFiles.prepare(file);
            this.channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                    StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new RecordingException(BundleText.of("recording.cannotWrite", file.toString()), e);
        }
        this.lastForce = clock.millis();
    }

    @Override
    public void onPosts(List<StreamPost> posts) {
        write(posts);
    }

    /** Appends the lines of a batch (posts, events) in one write before returning. */
    public synchronized void write(List<? extends StreamLine> posts) {
        buffer.clear();
        for (StreamLine post : posts) {
            byte[] line = post.line().getBytes(StandardCharsets.UTF_8);
            if (buffer.remaining() < line.length + 1) {
                grow(line.length + 1);
            }
            buffer.put(line).put((byte) '\n');
        }
        buffer.flip();
        try {
            while (buffer.hasRemaining()) {
                channel.write(buffer);
            }
            written += posts.size();
            long now = clock.millis();
            if (now - lastForce >= FORCE_EVERY_MILLIS) {
                channel.force(false);
                lastForce = now;
            }
        } catch (IOException e) {
            throw new RecordingException(BundleText.of("recording.cannotWrite", file.toString()), e);
        }
    }

    /** Posts written by this writer. */
    public synchronized long written() {
        return written;
    }

    private void grow(int atLeast) {
        ByteBuffer bigger = ByteBuffer.allocate(Math.max(buffer.capacity() * 2, buffer.position() + atLeast));
        buffer.flip();
        bigger.put(buffer);
        buffer = bigger;
    }

    @Override
    public synchronized void close() {
        try {
            channel.force(false);
            channel.close();
        } catch (IOException e) {
            throw new RecordingException(BundleText.of("recording.cannotWrite", file.toString()), e);
        } finally {
            onClose.run();
        }
    }
}
