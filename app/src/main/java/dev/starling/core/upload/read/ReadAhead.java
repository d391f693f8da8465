package dev.starling.core.upload.read;

import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * An iterator over what a source yields one at a time, read one ahead: {@link #hasNext} reads the
 * next element, {@link #next} hands it over. Once the source says it is done it is not asked again.
 */
public abstract class ReadAhead<T> implements Iterator<T> {

    private T next;
    private boolean done;

    /** The next element, or null when there are no more; a failure is thrown to the caller of hasNext. */
    protected abstract T readNext();

    @Override
    public final boolean hasNext() {
        if (next == null && !done) {
            next = readNext();
            done = next == null;
        }
        return next != null;
    }

    @Override
    public final T next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        T element = next;
        next = null;
        return element;
    }
}
