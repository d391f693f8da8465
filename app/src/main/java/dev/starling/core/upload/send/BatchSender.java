package dev.starling.core.upload.send;

import dev.starling.core.upload.encode.UploadBatch;
import dev.starling.core.upload.common.UploadSettings;

/**
 * Sends one request body to the users endpoint ({@link UploadSettings#path()}). The real
 * implementation wraps the Ads API client; tests use fakes.
 */
@FunctionalInterface
public interface BatchSender {

    /**
     * @return the server's answer; a 429 is a {@link BatchResponse#rateLimited} response, not an exception
     * @throws java.io.IOException when the request could not be made (network); the batch is retried
     */
    BatchResponse send(UploadSettings settings, UploadBatch batch) throws java.io.IOException;

    /**
     * Whether this sender may still read a batch's body after {@link #send} returned (true unless it says
     * otherwise, e.g. a fake that records what it was sent). When false, the pipeline writes a later request
     * into the same array once the batch is done, instead of fresh memory.
     */
    default boolean keepsBodies() {
        return true;
    }
}
