package dev.starling.sandbox.http;

import java.io.IOException;
import java.io.OutputStream;

/**
 * The body of a long-lived response (a stream): written as it is produced, chunked, on a thread of
 * its own so the server's workers stay free. The response ends when {@link #writeTo} returns; an
 * {@code IOException} from a write means the client went away.
 */
@FunctionalInterface
public interface StreamingBody {

    void writeTo(OutputStream out) throws IOException;
}
