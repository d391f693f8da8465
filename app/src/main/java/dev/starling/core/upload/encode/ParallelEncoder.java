package dev.starling.core.upload.encode;

import dev.starling.core.text.BundleText;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import dev.starling.core.upload.common.ColumnMapping;
import dev.starling.core.upload.normalize.IdentifierNormalizer;
import dev.starling.core.upload.read.IoFailures;
import dev.starling.core.upload.read.LineBlocks;
import dev.starling.core.upload.read.ReadAhead;
import dev.starling.core.upload.read.SourceProfile;
import dev.starling.core.upload.read.SourceReader;
import dev.starling.core.upload.common.UploadException;

/**
 * A small pool encodes chunks of rows in parallel; chunks come out in file order. The rows of a plain
 * file are cut by the encoders themselves, one block at a time; other files are parsed by a thread of
 * their own. The queue of chunks in flight is bounded, so memory stays flat whatever the file size.
 */
public final class ParallelEncoder<T> extends ReadAhead<T> implements AutoCloseable {

    /** Small enough that a chunk is still in a shared cache when an encoder picks it up. */
    public static final int CHUNK_ROWS = 4_096;
    private static final Future<?> END = CompletableFuture.completedFuture(null);
    private static final AtomicInteger IDS = new AtomicInteger();

    private final ExecutorService workers;
    private final Thread readerThread;
    private final BlockingQueue<Future<?>> inFlight;
    private boolean finished;

    /**
     * What the encoders make of each chunk of rows: request operations ({@link ChunkEncoder#encode}) or people and
     * their digests ({@link ChunkEncoder#hash}).
     *
     * @param linesPerChunk lines per chunk of a plain file
     * @param rowsPerChunk rows per chunk of a parsed file
     */
    record Work<T>(java.util.function.BiFunction<LineBlocks.Block, Character, T> plain, Parsed<T> parsed,
                   int linesPerChunk, int rowsPerChunk) {
    }

    /** A chunk of parsed rows made into a {@code T}. */
    @FunctionalInterface
    interface Parsed<T> {
        T encode(long[] lines, String[][] rows, int size);
    }

    private static Work<EncodedChunk> encoding(ChunkEncoder encoder) {
        return new Work<>(encoder::encode, encoder::encode, encoder.linesPerChunk(), encoder.rowsPerChunk());
    }

    private static Work<HashedRows> hashing(ChunkEncoder encoder) {
        return new Work<>(encoder::hash, encoder::hash, CHUNK_ROWS, CHUNK_ROWS);
    }

    private ParallelEncoder(SourceReader reader, Work<T> work, int threads) {
        this(threads, queue -> queue.read(reader, work));
    }

    /**
     * The rows of {@code profile}'s file: read as bytes when the file is plain ASCII, each encoder cutting its own
     * blocks of lines ({@link #cutAndEncode}); else through the CSV parser on a reading thread of its own.
     */
    public static ParallelEncoder<EncodedChunk> of(SourceProfile profile, ChunkEncoder encoder, int threads) {
        return of(profile, encoding(encoder), threads);
    }

    /**
     * The people of {@code profile}'s file, one a row in file order, with their values normalised and hashed as an
     * upload of it would ({@link ChunkEncoder#hash}), read as {@link #of} reads them: nothing but digests comes out.
     */
    public static ParallelEncoder<HashedRows> hashing(SourceProfile profile, ColumnMapping mapping,
                                                      IdentifierNormalizer normalizer, int threads) {
        mapping.validateAgainst(profile.width());
        return of(profile, hashing(ChunkEncoder.forHashing(mapping, normalizer, profile.asciiOnly())), threads);
    }

    private static <T> ParallelEncoder<T> of(SourceProfile profile, Work<T> work, int threads) {
        if (!profile.plainAscii()) {
            return new ParallelEncoder<>(new SourceReader(profile), work, threads);
        }
        return new ParallelEncoder<>(threads, new LineBlocks(profile), work, profile.delimiter());
    }

    private ParallelEncoder(int threads, java.util.function.Consumer<ParallelEncoder<T>> reading) {
        int id = IDS.incrementAndGet();
        this.workers = workers(threads, id);
        this.inFlight = new ArrayBlockingQueue<>(threads * 2);
        this.readerThread = new Thread(() -> reading.accept(this), "upload-read-" + id);
        readerThread.setDaemon(true);
        readerThread.start();
    }

    /** A plain file: no reading thread; each encoder takes the next block of lines itself. */
    private ParallelEncoder(int threads, LineBlocks blocks, Work<T> work, char delimiter) {
        this.workers = workers(threads, IDS.incrementAndGet());
        this.inFlight = new ArrayBlockingQueue<>(threads * QUEUED_PER_ENCODER);
        this.readerThread = null;
        for (int i = 0; i < threads; i++) {
            workers.execute(() -> cutAndEncode(blocks, work, delimiter));
        }
    }

    private static ExecutorService workers(int threads, int id) {
        AtomicInteger workerIds = new AtomicInteger();
        return Executors.newFixedThreadPool(threads, task -> {
            Thread thread = new Thread(task, "upload-encode-" + id + "-" + workerIds.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
    }

    /**
     * Chunks of a plain file cut or encoded but not yet taken, per encoder (about 0.6 MB each). Chunks are taken in
     * file order, so while one encoder is off its core (the machine's load, a garbage collection), the other goes on
     * only as far as this queue lets it: at 2 per encoder the encoders were idle noticeably more often than at 8
     * (PipelineThreadUse; docs/perf/upload-pipeline.md).
     */
    private static final int QUEUED_PER_ENCODER = 8;

    /**
     * One encoder's loop over a plain file: under the lock of {@code blocks}, it cuts the next block of lines and
     * queues a place for its chunk, so chunks are queued in file order; then it encodes the block outside the lock.
     * Cutting lines is a seventh of an encoder's work, and a reading thread of its own was a fourth busy thread
     * on two cores: the encoders lost time waiting for it (it had to get a core after each chunk was taken) and
     * for each other. Here the block is encoded by the thread that just read it, while its bytes are in that
     * core's cache. The first encoder to stop (end of file, a failure, or {@link #close}) closes the file.
     */
    private void cutAndEncode(LineBlocks blocks, Work<T> work, char delimiter) {
        int rows = work.linesPerChunk();
        try {
            while (true) {
                LineBlocks.Block block;
                CompletableFuture<T> chunk = new CompletableFuture<>();
                synchronized (blocks) {
                    if (blocksDone) {
                        return;
                    }
                    try {
                        block = blocks.next(rows);
                    } catch (RuntimeException | Error e) {
                        blocksDone = true;
                        inFlight.put(CompletableFuture.failedFuture(e));
                        return;
                    }
                    if (block == null) {
                        blocksDone = true;
                        inFlight.put(END);
                        return;
                    }
                    inFlight.put(chunk);
                }
                try {
                    T encoded = work.plain().apply(block, delimiter);
                    blocks.done(block); // without the lock of blocks, which an encoder may hold while it waits for this chunk
                    chunk.complete(encoded);
                } catch (RuntimeException | Error e) {
                    chunk.completeExceptionally(e);
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            synchronized (blocks) {
                blocksDone = true;
                blocks.close();
            }
        }
    }

    /** Guarded by the lock of the plain file's {@link LineBlocks}: no block is to be cut any more. */
    private boolean blocksDone;

    private void failed(Throwable e) {
        // whatever went wrong, the consumer must hear of it rather than wait for a chunk forever
        try {
            inFlight.put(CompletableFuture.failedFuture(e));
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    private void read(SourceReader reader, Work<T> work) {
        try (reader) {
            int chunkRows = work.rowsPerChunk();
            while (true) {
                long[] lines = new long[chunkRows];
                String[][] rows = new String[chunkRows][];
                int size = 0;
                while (size < chunkRows && reader.hasNext()) {
                    SourceReader.Row row = reader.next();
                    lines[size] = row.line();
                    rows[size++] = row.fields();
                }
                if (size == 0) {
                    break;
                }
                int count = size;
                inFlight.put(workers.submit(() -> work.parsed().encode(lines, rows, count)));
                if (count < chunkRows) {
                    break;
                }
            }
            inFlight.put(END);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (RuntimeException | Error e) {
            failed(e);
        }
    }

    /** The next chunk in file order; null at the end ({@code END}) and after a failed chunk was reported. */
    @Override
    @SuppressWarnings("unchecked") // every future in the queue is one of a T, or END
    protected T readNext() {
        if (finished) {
            return null;
        }
        try {
            Future<T> future = (Future<T>) inFlight.take();
            return future.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new UploadException(BundleText.of("upload.problem.interruptedReading"), e);
        } catch (ExecutionException e) {
            finished = true;
            if (e.getCause() instanceof UploadException upload) {
                throw upload;
            }
            throw new UploadException(BundleText.of("upload.problem.readingFailed", IoFailures.unexpected(e.getCause())),
                    e.getCause());
        }
    }

    @Override
    public void close() {
        if (readerThread != null) {
            readerThread.interrupt();
        }
        workers.shutdownNow();
        inFlight.clear();
    }
}
