package dev.starling.core.stream;

/** An item of a stream as it arrived: the line exactly as X sent it, what recordings keep. */
public interface StreamLine {

    String line();
}
