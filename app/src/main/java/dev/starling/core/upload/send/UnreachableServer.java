package dev.starling.core.upload.send;

import dev.starling.core.text.BundleText;
import dev.starling.core.text.Worded;
import java.io.IOException;

/**
 * A batch that did not reach the server (no connection, no answer in time, an insecure one): an exchange
 * the upload tries again, carrying the client's words as bundle text. Its message is the key, for logs.
 */
final class UnreachableServer extends IOException implements Worded {

    private final transient BundleText text;

    UnreachableServer(BundleText text, Throwable cause) {
        super(text.key(), cause);
        this.text = text;
    }

    @Override
    public BundleText text() {
        return text;
    }
}
