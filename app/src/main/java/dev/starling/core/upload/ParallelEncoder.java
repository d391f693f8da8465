package dev.starling.core.upload;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One thread parses rows into chunks; a small pool encodes chunks in parallel; chunks come out in
 * file order. The queue of chunks in flight is bounded, so memory stays flat whatever the file size.
 */
public final class ParallelEncoder extends ReadAhead<EncodedChunk> implements AutoCloseable {

    /** Small enough that a chunk is still in a shared cache when an encoder picks it up. */
    public static final int CHUNK_ROWS = 4_096;
    private static final Future<EncodedChunk> END = CompletableFuture.completedFuture(null);
    private static final AtomicInteger IDS = new AtomicInteger();

    private final ExecutorService workers;
    private final Thread readerThread;
    private final BlockingQueue<Future<EncodedChunk>> inFlight;
    private boolean finished;

    public ParallelEncoder(SourceReader reader, ChunkEncoder encoder, int threads) {
        this(threads, queue -> read(reader, encoder, queue));
    }

    /** The rows of {@code profile}'s file: read as bytes when the file is plain ASCII, else through the CSV parser. */
    public static ParallelEncoder of(SourceProfile profile, ChunkEncoder encoder, int threads) {
        if (!profile.plainAscii()) {
            return new ParallelEncoder(new SourceReader(profile), encoder, threads);
        }
        LineBlocks blocks = new LineBlocks(profile);
        return new ParallelEncoder(threads, encoders -> encoders.readBlocks(blocks, encoder, profile.delimiter()));
    }

    private ParallelEncoder(int threads, java.util.function.Consumer<ParallelEncoder> reading) {
        int id = IDS.incrementAndGet();
        AtomicInteger workerIds = new AtomicInteger();
        this.workers = Executors.newFixedThreadPool(threads, task -> {
            Thread thread = new Thread(task, "upload-encode-" + id + "-" + workerIds.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
        this.inFlight = new ArrayBlockingQueue<>(threads * 2);
        this.readerThread = new Thread(() -> reading.accept(this), "upload-read-" + id);
        readerThread.setDaemon(true);
        readerThread.start();
    }

    private static void read(SourceReader reader, ChunkEncoder encoder, ParallelEncoder queue) {
        queue.read(reader, encoder);
    }

    private void readBlocks(LineBlocks blocks, ChunkEncoder encoder, char delimiter) {
        try (blocks) {
            LineBlocks.Block block;
            int rows = encoder.linesPerChunk();
            while ((block = blocks.next(rows)) != null) {
                LineBlocks.Block lines = block;
                inFlight.put(workers.submit(() -> encoder.encode(lines, delimiter)));
            }
            inFlight.put(END);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (RuntimeException | Error e) {
            failed(e);
        }
    }

    private void failed(Throwable e) {
        // whatever went wrong, the consumer must hear of it rather than wait for a chunk forever
        try {
            inFlight.put(CompletableFuture.failedFuture(e));
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    private void read(SourceReader reader, ChunkEncoder encoder) {
        try (reader) {
            int chunkRows = encoder.rowsPerChunk();
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
                inFlight.put(workers.submit(() -> encoder.encode(lines, rows, count)));
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
    protected EncodedChunk readNext() {
        if (finished) {
            return null;
        }
        try {
            Future<EncodedChunk> future = inFlight.take();
            return future.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new UploadException("Interrupted while reading the file.", e);
        } catch (ExecutionException e) {
            finished = true;
            if (e.getCause() instanceof UploadException upload) {
                throw upload;
            }
            throw new UploadException("Reading the file failed: " + SourceInspector.unexpected(e.getCause()), e.getCause());
        }
    }

    @Override
    public void close() {
        readerThread.interrupt();
        workers.shutdownNow();
        inFlight.clear();
    }
}
