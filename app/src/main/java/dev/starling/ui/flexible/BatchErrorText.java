package dev.starling.ui.flexible;

import dev.starling.core.api.ads.FlexibleBatchResult;
import dev.starling.core.text.Messages;
import java.util.stream.Collectors;

/** A refused batch's item errors in words: "name: An audience named … already exists". */
final class BatchErrorText {

    private BatchErrorText() {
    }

    static String problem(FlexibleBatchResult.ItemError error) {
        String message = error.message() == null || error.message().isBlank() ? error.code() : error.message();
        return error.parameter() == null ? message : Messages.text("flexui.itemError", message, error.parameter());
    }

    /** Every failing item's errors, one per line, each with the item's label. */
    static String problems(FlexibleBatchResult result) {
        return result.items().stream().filter(item -> item.status() == FlexibleBatchResult.Status.FAILED)
                .flatMap(item -> item.errors().stream().map(error -> Messages.text("flexui.itemErrorOf", item.label(),
                        problem(error))))
                .collect(Collectors.joining("\n"));
    }
}
