package dev.starling.core.upload;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import dev.starling.core.upload.send.BatchResponse;
import dev.starling.core.upload.send.BatchSender;
import dev.starling.core.upload.send.Pacer;
import dev.starling.core.upload.encode.UploadBatch;
import dev.starling.core.upload.common.UploadSettings;

/** Records every request and answers with a scripted function of (call number, batch). */
final class FakeSender implements BatchSender {

    record Call(int number, UploadBatch batch, long atNanos) {
    }

    private final BiFunction<Integer, UploadBatch, BatchResponse> answers;
    private final Pacer.Ticker ticker;
    private final List<Call> calls = new ArrayList<>();

    FakeSender(Pacer.Ticker ticker, BiFunction<Integer, UploadBatch, BatchResponse> answers) {
        this.ticker = ticker;
        this.answers = answers;
    }

    static BatchResponse acceptAll(int call, UploadBatch batch) {
        return BatchResponse.ok(batch.operationCount(), batch.operationCount(), List.of());
    }

    @Override
    public synchronized BatchResponse send(UploadSettings settings, UploadBatch batch) throws IOException {
        calls.add(new Call(calls.size() + 1, batch, ticker.nanos()));
        return answers.apply(calls.size(), batch);
    }

    synchronized List<Call> calls() {
        return List.copyOf(calls);
    }

    synchronized List<Integer> batchNumbers() {
        return calls.stream().map(call -> call.batch().number()).toList();
    }
}
